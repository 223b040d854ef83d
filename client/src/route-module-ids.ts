import type { StaticHandlerContext } from 'react-router-dom';
import { ACCOUNT_LAYOUT_MODULE, type RouteHandle } from './app/routes';

/** Loaded with every route that renders Chakra components (app/chakra-scope.tsx). */
export const CHAKRA_SCOPE_MODULE = 'src/app/chakra-scope.tsx';

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

/**
 * The manifest ids of the lazy modules this page rendered, outermost first: route modules, the
 * account layout, and Chakra's scope when any of them renders under it.
 */
export async function matchedRouteModuleIds(context: StaticHandlerContext): Promise<string[]> {
  const handles = context.matches.map(
    ({ route }) => route.handle as Partial<RouteHandle> & { layoutModule?: string },
  );
  const layouts = handles.flatMap((handle) => (handle?.layoutModule ? [handle.layoutModule] : []));
  const lazy = handles.flatMap((handle) => (handle?.preload ? [handle.preload] : []));
  const chakra =
    layouts.includes(ACCOUNT_LAYOUT_MODULE) || handles.some((handle) => handle?.chakra === true);
  if (lazy.length === 0 && layouts.length === 0) return [];
  const [ids, loaded] = await Promise.all([namespaces(), Promise.all(lazy.map((load) => load()))]);
  const routes = loaded.flatMap((namespace) => {
    const id = ids.get(namespace);
    return id ? [id] : [];
  });
  return [...layouts, ...routes, ...(chakra ? [CHAKRA_SCOPE_MODULE] : [])];
}
