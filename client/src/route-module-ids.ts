import type { StaticHandlerContext } from 'react-router-dom';
import type { RouteHandle } from './lib/route-data';

/**
 * The manifest ids of the lazy modules this page rendered, outermost first: the account
 * layout, route modules, and Chakra's scope when any of them renders under it.
 */
export function matchedRouteModuleIds(context: StaticHandlerContext): string[] {
  const ids = context.matches.flatMap(
    ({ route }) => (route.handle as Partial<RouteHandle> | undefined)?.modules ?? [],
  );
  return [...new Set(ids)];
}
