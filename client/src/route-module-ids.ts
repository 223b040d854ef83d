import type { StaticHandlerContext } from 'react-router-dom';
import type { RouteHandle } from './app/routes';

/**
 * Every route module, by the id the client build's manifest uses (`src/routes/…-route.tsx`).
 * The route table only holds importers; a module's namespace object is the same whoever imports
 * it, so the namespace a matched route loaded tells which module (and so which chunk) it is.
 */
const routeModules = import.meta.glob('./routes/**/*-route.tsx');
let byNamespace: Promise<Map<unknown, string>> | undefined;

function namespaces(): Promise<Map<unknown, string>> {
  byNamespace ??= Promise.all(
    Object.entries(routeModules).map(
      async ([path, load]) => [await load(), `src/${path.slice(2)}`] as const,
    ),
  ).then((entries) => new Map(entries));
  return byNamespace;
}

/** The manifest ids of the lazy route modules this page rendered, outermost first. */
export async function matchedRouteModuleIds(context: StaticHandlerContext): Promise<string[]> {
  const lazy = context.matches.flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle?.preload ? [handle.preload] : [];
  });
  if (lazy.length === 0) return [];
  const [ids, loaded] = await Promise.all([namespaces(), Promise.all(lazy.map((load) => load()))]);
  return loaded.flatMap((namespace) => {
    const id = ids.get(namespace);
    return id ? [id] : [];
  });
}
