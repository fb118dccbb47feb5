import { matchRoutes } from "@remix-run/react";
import { readConfig } from "@remix-run/dev/dist/config.js";

type RouteObject = NonNullable<Parameters<typeof matchRoutes>[0]>[number];
type ConfigRoute = { id: string; path?: string; index?: boolean; parentId?: string };

let tree: Promise<RouteObject[]> | undefined;

/** The app's route tree as Remix builds it from app/routes (flat routes and all). */
function routeTree() {
  tree ??= readConfig(process.cwd()).then((config) => {
    const routes = Object.values(config.routes) as ConfigRoute[];
    const build = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, path: route.path, index: true }
            : { id: route.id, path: route.path, children: build(route.id) },
        );
    return build(undefined);
  });
  return tree;
}

/** The id of the route Remix would answer `pathname` with (the deepest match). */
export async function matchedRouteId(pathname: string) {
  const matches = matchRoutes(await routeTree(), pathname);
  return matches?.at(-1)?.route.id;
}
