import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cachedMatchRoutes } from "~/services/route-matching.server";

type Route = {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: Route[];
};
type Matches =
  | {
      params: Record<string, string | undefined>;
      pathname: string;
      pathnameBase: string;
      route: Route;
    }[]
  | null;
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: (
    routes: Route[],
    location: string | { pathname?: string },
    basename?: string,
  ) => Matches;
};

/** A tree like the app's: pathless layouts, index routes, params, optional segments, a splat. */
function tree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/about-us", path: "about-us" },
        { id: "routes/Case", path: "Case", caseSensitive: true },
        {
          id: "routes/_app",
          children: [
            { id: "routes/_app.journal", path: "journal" },
            { id: "routes/_app.journal.$id", path: "journal/:id" },
            { id: "routes/_app.insights", path: "insights" },
            { id: "routes/_app.lang", path: ":lang?/help" },
          ],
        },
        { id: "routes/api.moods.$userId", path: "api/moods/:userId" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const paths = [
  "/",
  "",
  "/about-us",
  "/about-us/",
  "/case",
  "/Case",
  "/journal",
  "/journal/42",
  "/journal/42?x=1#top",
  "/journal/%F0%9F%99%82",
  "/insights",
  "/help",
  "/fr/help",
  "/api/moods/7",
  "/nowhere/at/all",
  "/app/journal",
];

const shapeOf = (matches: Matches) =>
  matches?.map(({ params, pathname, pathnameBase, route }) => ({
    params,
    pathname,
    pathnameBase,
    id: route.id,
  })) ?? null;

describe("the cached route matching", () => {
  it("answers exactly what React Router's matchRoutes answers, first time and cached", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    for (const basename of ["/", "/app"]) {
      for (const round of [1, 2]) {
        for (const path of paths) {
          const routes = tree();
          const expected = matchRoutes(routes, path, basename);
          const actual = cached(routes, path, basename);
          expect(shapeOf(actual), `${path} (${basename}, round ${round})`).toEqual(
            shapeOf(expected),
          );
          expect(cached(routes, { pathname: path.split(/[?#]/)[0] }, basename)).toEqual(
            matchRoutes(routes, { pathname: path.split(/[?#]/)[0] }, basename),
          );
        }
      }
    }
  });

  it("hands back the caller's own route objects and fresh params every time", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    const first = tree();
    const second = tree();
    const a = cached(first, "/journal/42")!;
    a[a.length - 1]!.params = { id: "changed" };
    a[0]!.params.id = "changed";
    const b = cached(second, "/journal/42")!;
    expect(b.at(-1)!.route).toBe(second[0]!.children![3]!.children![1]);
    expect(b.at(-1)!.params).toEqual({ id: "42" });
  });

  it("tells trees of another shape apart, and leaves trees without ids to React Router", () => {
    const cached = cachedMatchRoutes(matchRoutes);
    expect(cached(tree(), "/insights")!.at(-1)!.route.id).toBe("routes/_app.insights");
    const moved = tree();
    moved[0]!.children![3]!.children![2]!.path = "insights/:tab?";
    expect(cached(moved, "/insights/moods")!.at(-1)!.route.id).toBe("routes/_app.insights");
    expect(cached(tree(), "/insights/moods")!.at(-1)!.route.id).toBe("routes/$");
    const anonymous = [{ path: "x" }] as unknown as Route[];
    expect(cached(anonymous, "/x")).toEqual(matchRoutes(anonymous, "/x"));
  });
});
