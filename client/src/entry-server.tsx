import type { ObservableQuery } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { createRoutes, loadShellData } from './app/routes';
import {
  createHeadSink,
  HeadSinkContext,
  renderHeadHtml,
  SiteOriginContext,
} from './components/page-head';
import { createApolloClient } from './lib/apollo';
import { createInProcessLink } from './lib/in-process-link';
import { matchedRouteModuleIds } from './route-module-ids';
import { escapeHtml, serializeForScript } from './lib/serialize';
import { formatTitle } from './lib/title';
import { SSR_STATE_SCRIPT_ID, type RenderRequest, type RenderResult } from './ssr-contract';

export type { Render, RenderRequest, RenderResult } from './ssr-contract';

/**
 * In production the router's errors, inlined in the page for hydration (message and name of
 * each), carry no exception text: it may name an upstream's path or an internal failure
 * (docs/security.md, "Nothing internal in production"). The error page shows its own text
 * there, never the message; the objects keep everything else (the status the page answers).
 */
function hideErrorMessages(context: StaticHandlerContext) {
  for (const error of Object.values(context.errors ?? {})) {
    if (error instanceof Error) error.message = '';
  }
}

/**
 * Renders one page with its data. The route loaders ask for every query the page needs (in
 * parallel) before anything renders; then ONE `renderToString` reads them from the cache.
 * A component whose query no loader asked for would render without its data: that query is
 * then fetched and the page rendered a second time, and `renderPasses` says so (a test keeps
 * every page at one pass).
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const client = createApolloClient({
    link: createInProcessLink(request.executeGraphQL),
    ssrMode: true,
  });
  const handler = createStaticHandler(createRoutes({ client, publicConfig: request.publicConfig }));
  let context = await handler.query(
    new Request(request.url, { method: 'GET', headers: request.headers }),
  );

  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  if (request.publicConfig.env === 'production') hideErrorMessages(context);

  // An unknown path matches no route, so no loader ran: the error page still has the shell.
  if (!('root' in context.loaderData)) await loadShellData(client);

  // Every query a component watches during the render, to find any no loader had fetched.
  const watched: ObservableQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
    const observable = watchQuery(options);
    watched.push(observable);
    return observable;
  }) as typeof client.watchQuery;

  const origin = new URL(request.url).origin;
  const headSink = createHeadSink();
  const renderWith = (routerContext: StaticHandlerContext) => {
    watched.length = 0;
    return renderToString(
      <HeadSinkContext.Provider value={headSink}>
        <SiteOriginContext.Provider value={origin}>
          <Providers client={client} publicConfig={request.publicConfig}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, routerContext)}
              context={routerContext}
              nonce={request.cspNonce}
            />
          </Providers>
        </SiteOriginContext.Provider>
      </HeadSinkContext.Provider>,
    );
  };
  const renderSafely = (routerContext: StaticHandlerContext) => {
    try {
      return renderWith(routerContext);
    } catch (error) {
      // A page that throws while rendering: the root error page, with a 500.
      console.error('Render failed', error);
      context = { ...routerContext, statusCode: 500, errors: { root: error }, loaderData: {} };
      if (request.publicConfig.env === 'production') hideErrorMessages(context);
      return renderWith(context);
    }
  };

  let html = renderSafely(context);
  let renderPasses = 1;
  const missing = watched.filter(
    (query) => query.options.fetchPolicy !== 'standby' && query.getCurrentResult().loading,
  );
  if (missing.length > 0) {
    const names = missing.map((query) => query.queryName ?? 'anonymous').join(', ');
    console.warn(`Server render needed a second pass: no loader fetched ${names}`);
    await Promise.allSettled(
      missing.map((query) =>
        client.query({ query: query.query, variables: query.variables, errorPolicy: 'all' }),
      ),
    );
    html = renderSafely(context);
    renderPasses = 2;
  }

  const head = headSink.head;
  const nonce = request.cspNonce ? ` nonce="${escapeHtml(request.cspNonce)}"` : '';
  const state =
    `<script id="${SSR_STATE_SCRIPT_ID}"${nonce}>window.__APOLLO_STATE__=${serializeForScript(client.extract())};` +
    `window.__PUBLIC_CONFIG__=${serializeForScript(request.publicConfig)};</script>`;

  return {
    kind: 'page',
    status: context.statusCode,
    head: head
      ? renderHeadHtml(head, origin)
      : `<title>${escapeHtml(formatTitle(undefined, request.publicConfig.brandName))}</title>`,
    html,
    state,
    renderPasses,
    routeModules: matchedRouteModuleIds(context),
  };
}
