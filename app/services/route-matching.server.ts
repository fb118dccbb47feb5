import { createRequire } from "node:module";

/**
 * Remix matches the URL against the app's ~90 routes four times for every document: to find the
 * route (Remix's Express request handler), in the static handler, when `<RemixServer>` renders the
 * matched routes and when `<Scripts>` picks the routes the browser needs first. Each time, React
 * Router flattens and ranks the whole route tree and builds a regular expression per route it
 * tries: together about a fifth of a static page's server time. Three of those calls go through
 * the exported `matchRoutes` of `@remix-run/router`; this wraps it with a cache of which routes
 * matched a pathname (docs/decisions/027-derived-data-caches.md).
 *
 * The routes of one build never change, but two of the callers build a new route tree per
 * request, so a tree is recognised by its shape (each route's id, path, index and case
 * sensitivity, nested) and the cached answer is rebuilt with the caller's own route objects.
 * A tree with a route without an id is matched as before. The answer for a pathname is a pure
 * function of that shape, the pathname and the basename; nothing about the person asking is in it.
 */

type RouteLike = {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
};
type Match = {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: RouteLike;
};
type MatchRoutes = (
  routes: RouteLike[],
  location: string | { pathname?: string },
  basename?: string,
) => Match[] | null;
type CachedMatch = {
  id: string;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
};

/** Pathnames come from anyone: each tree's cache is bounded, oldest entry out first. */
const MAX_PATHNAMES = 1000;
const MAX_SHAPES = 8;

/**
 * Trees already described: the Express request handler passes the same tree every time (a
 * server build's routes never change once made; a new build makes new arrays).
 */
const described = new WeakMap<RouteLike[], ReturnType<typeof describeNow>>();

function describe(routes: RouteLike[]) {
  let tree = described.get(routes);
  if (tree === undefined) {
    tree = describeNow(routes);
    described.set(routes, tree);
  }
  return tree;
}

/** The shape of a tree and its routes by id, or null when a route has no id. */
function describeNow(routes: RouteLike[]) {
  const byId = new Map<string, RouteLike>();
  let shape = "";
  const walk = (list: RouteLike[]): boolean => {
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) return false;
      byId.set(route.id, route);
      shape += `${route.id}\u0000${route.path ?? "\u0001"}\u0000${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}(`;
      if (route.children && !walk(route.children)) return false;
      shape += ")";
    }
    return true;
  };
  return walk(routes) ? { shape, byId } : null;
}

/** `matchRoutes` with the cache described above (exported for its test). */
export function cachedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const shapes = new Map<string, Map<string, CachedMatch[] | null>>();
  return function matchRoutes(routes, location, basename = "/") {
    const pathname = typeof location === "string" ? pathnameOf(location) : location.pathname;
    const tree = Array.isArray(routes) && typeof pathname === "string" ? describe(routes) : null;
    if (!tree) return original(routes, location, basename);
    let byPathname = shapes.get(tree.shape);
    if (!byPathname) {
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
      byPathname = new Map();
      shapes.set(tree.shape, byPathname);
    }
    const key = `${basename}\u0000${pathname}`;
    let cached = byPathname.get(key);
    if (cached === undefined) {
      const matches = original(routes, location, basename);
      cached = matches
        ? matches.map(({ params, pathname, pathnameBase, route }) => ({
            id: route.id as string,
            params: { ...params },
            pathname,
            pathnameBase,
          }))
        : null;
      if (byPathname.size >= MAX_PATHNAMES) {
        byPathname.delete(byPathname.keys().next().value as string);
      }
      byPathname.set(key, cached);
    }
    // Fresh objects every time: callers own what they get, as with the original.
    return cached
      ? cached.map(({ id, params, pathname, pathnameBase }) => ({
          params: { ...params },
          pathname,
          pathnameBase,
          route: tree.byId.get(id)!,
        }))
      : null;
  };
}

/** The pathname of a string location, as React Router's `parsePath` reads it. */
function pathnameOf(path: string) {
  let end = path.length;
  const hash = path.indexOf("#");
  if (hash >= 0) end = hash;
  const search = path.indexOf("?");
  if (search >= 0 && search < end) end = search;
  return path.slice(0, end);
}

let installed = false;

/**
 * Puts the cached `matchRoutes` in place of `@remix-run/router`'s, once (from entry.server). If
 * a later version of the router does not allow it, the app runs as before and says so once.
 */
export function cacheRouteMatching() {
  if (installed) return;
  installed = true;
  try {
    const router = createRequire(import.meta.url)("@remix-run/router") as {
      matchRoutes: MatchRoutes;
    };
    const cached = cachedMatchRoutes(router.matchRoutes);
    router.matchRoutes = cached;
    if (router.matchRoutes !== cached) throw new Error("matchRoutes is read-only");
  } catch (error) {
    console.warn("[routes] route matching is not cached:", error);
  }
}
