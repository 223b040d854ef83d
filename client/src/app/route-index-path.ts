import type { RouteObject } from 'react-router-dom';

/**
 * Where the server's matched routes sit in the route table: each one's index among its siblings,
 * outermost first. The browser builds the same table (`createRoutes`), so it finds the page's
 * routes by this path instead of matching the address again: React Router's matching ranks the
 * whole table and compiles a pattern per route it tries, a long task on a slow phone, and the
 * router matches once more as it starts.
 */
export function routeIndexPath(
  table: readonly RouteObject[],
  matched: readonly RouteObject[],
): number[] {
  const path: number[] = [];
  let siblings: readonly RouteObject[] = table;
  for (const route of matched) {
    const index = siblings.indexOf(route);
    if (index < 0) throw new Error('routeIndexPath: a matched route is not in the table');
    path.push(index);
    siblings = route.children ?? [];
  }
  return path;
}

/** The routes at an index path (`routeIndexPath`), outermost first. */
export function routesAtIndexPath(
  table: readonly RouteObject[],
  path: readonly number[],
): RouteObject[] {
  const routes: RouteObject[] = [];
  let siblings: readonly RouteObject[] = table;
  for (const index of path) {
    const route = siblings[index];
    if (!route) throw new Error(`routesAtIndexPath: no route at ${path.join('.')}`);
    routes.push(route);
    siblings = route.children ?? [];
  }
  return routes;
}
