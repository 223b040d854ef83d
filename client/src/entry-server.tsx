import { ApolloClient, ApolloLink, InMemoryCache, type ObservableQuery } from '@apollo/client';
import { renderToString, resume } from 'react-dom/server';
import { prerender, type PostponedState } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { routeIndexPath } from './app/route-index-path';
import { createRoutes, loadShellData } from './app/routes';
import {
  createHeadSink,
  HeadSinkContext,
  renderHeadHtml,
  SiteOriginContext,
} from './components/page-head';
import { createApolloClient, type ApolloState } from './lib/apollo';
import { fillHoles } from './lib/fill-holes';
import { createInProcessLink } from './lib/in-process-link';
import { recordHydratedQueries } from './lib/prepared-queries';
import { RenderPhaseContext, type RenderPhase } from './lib/member-part';
import { matchedRouteModuleIds } from './route-module-ids';
import { escapeHtml, serializeForScript } from './lib/serialize';
import { formatTitle } from './lib/title';
import type {
  MemberFill,
  RenderRequest,
  RenderResult,
  Shell,
  ServerEntry,
} from '@myvalue/schema/ssr-contract';
import { SSR_STATE_SCRIPT_ID, type SsrState } from './ssr-state-script';

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

type PageHeadSink = ReturnType<typeof createHeadSink>;

/** A page's data, loaded by its route loaders, and its router context: ready to render. */
interface LoadedPage {
  client: ApolloClient;
  handler: StaticHandler;
  context: StaticHandlerContext;
  /** The loaders' queries that the page's hydration reads, by operation name. */
  queries: Set<string>;
}

/** Runs the route loaders: every query the page needs, in parallel, before anything renders. */
async function loadPage(
  request: RenderRequest,
  phase: RenderPhase = 'page',
): Promise<LoadedPage | { redirect: Response }> {
  const queries = new Set<string>();
  const client = createApolloClient({
    link: ApolloLink.from([
      recordHydratedQueries(queries),
      createInProcessLink(request.executeGraphQL),
    ]),
    ssrMode: true,
  });
  const handler = createStaticHandler(
    createRoutes({ client, publicConfig: request.publicConfig, shell: phase === 'shell' }),
  );
  const context = await handler.query(
    new Request(request.url, { method: 'GET', headers: request.headers }),
  );
  if (context instanceof Response) return { redirect: context };
  if (request.publicConfig.env === 'production') hideErrorMessages(context);
  // An unknown path matches no route, so no loader ran: the error page still has the shell.
  if (!('root' in context.loaderData)) await loadShellData(client);
  return { client, handler, context, queries };
}

/** Every query a component watches while rendering, to find any that no loader had fetched. */
function watchQueries(client: ApolloClient) {
  const watched: ObservableQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
    const observable = watchQuery(options);
    watched.push(observable);
    return observable;
  }) as typeof client.watchQuery;
  return {
    reset: () => {
      watched.length = 0;
    },
    missing: () =>
      watched.filter(
        (query) => query.options.fetchPolicy !== 'standby' && query.getCurrentResult().loading,
      ),
  };
}

function pageElement(
  page: LoadedPage,
  routerContext: StaticHandlerContext,
  options: { phase: RenderPhase; request: RenderRequest; headSink: PageHeadSink },
) {
  return (
    <RenderPhaseContext.Provider value={options.phase}>
      <HeadSinkContext.Provider value={options.headSink}>
        <SiteOriginContext.Provider value={new URL(options.request.url).origin}>
          <Providers client={page.client} publicConfig={options.request.publicConfig}>
            <StaticRouterProvider
              router={createStaticRouter(page.handler.dataRoutes, routerContext)}
              context={routerContext}
              nonce={options.request.cspNonce}
            />
          </Providers>
        </SiteOriginContext.Provider>
      </HeadSinkContext.Provider>
    </RenderPhaseContext.Provider>
  );
}

/** The page's state for hydration (`SsrState`: JSON, not run). */
function stateScript(page: LoadedPage, request: RenderRequest): string {
  // An InMemoryCache's (lib/apollo.ts): the client types its extract as unknown.
  const apollo = page.client.extract() as ApolloState;
  const state: SsrState = {
    apollo,
    publicConfig: request.publicConfig,
    routeIndexPath: routeIndexPath(
      page.handler.dataRoutes,
      page.context.matches.map(({ route }) => route),
    ),
    queries: [...page.queries],
  };
  // Not run, so not under the policy; it carries the page's nonce as every script of it does.
  const nonce = request.cspNonce ? ` nonce="${escapeHtml(request.cspNonce)}"` : '';
  return `<script id="${SSR_STATE_SCRIPT_ID}" type="application/json"${nonce}>${serializeForScript(state)}</script>`;
}

function headHtml(headSink: PageHeadSink, request: RenderRequest): string {
  const head = headSink.head;
  return head
    ? renderHeadHtml(head, new URL(request.url).origin)
    : `<title>${escapeHtml(formatTitle(undefined, request.publicConfig.brandName))}</title>`;
}

/**
 * Renders one page with its data. The route loaders ask for every query the page needs (in
 * parallel) before anything renders; then ONE `renderToString` reads them from the cache.
 * A component whose query no loader asked for would render without its data: that query is
 * then fetched and the page rendered a second time, and `renderPasses` says so (a test keeps
 * every page at one pass).
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const page = await loadPage(request);
  if ('redirect' in page) {
    return {
      kind: 'redirect',
      status: page.redirect.status,
      location: page.redirect.headers.get('Location') ?? '/',
    };
  }
  let context = page.context;
  const watched = watchQueries(page.client);
  const headSink = createHeadSink();
  const renderWith = (routerContext: StaticHandlerContext) => {
    watched.reset();
    return renderToString(pageElement(page, routerContext, { phase: 'page', request, headSink }));
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
  const missing = watched.missing();
  if (missing.length > 0) {
    const names = missing.map((query) => query.queryName ?? 'anonymous').join(', ');
    console.warn(`Server render needed a second pass: no loader fetched ${names}`);
    await Promise.allSettled(
      missing.map((query) =>
        page.client.query({ query: query.query, variables: query.variables, errorPolicy: 'all' }),
      ),
    );
    html = renderSafely(context);
    renderPasses = 2;
  }

  return {
    kind: 'page',
    status: context.statusCode,
    head: headHtml(headSink, request),
    html,
    state: stateScript(page, request),
    renderPasses,
    routeModules: matchedRouteModuleIds(context),
  };
}

/**
 * React writes this inline script into a prerender's HTML, to time the browser's reveal of the
 * holes. The holes are filled on the server (renderMember), so it has nothing to time; it would
 * also lack the per-response nonce the policy asks for.
 */
const SHELL_TIME_SCRIPT =
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/** Waits for the tasks queued so far (React's render work among them) to run. */
const afterQueuedWork = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The public body of a page, shared by every member (React's partial pre-rendering): rendered
 * as a visitor with every `MemberPart` left as a hole. The loaders fetched all the data before,
 * so the body renders at once; what still waits when the queued work has run is a hole, and
 * aborting the prerender leaves it postponed for `renderMember`. Null when the page cannot be
 * shared this way (a redirect, an error page, a query no loader fetched).
 */
export async function renderShell(request: RenderRequest): Promise<Shell | null> {
  const page = await loadPage(request, 'shell');
  if ('redirect' in page || page.context.statusCode !== 200) return null;
  const watched = watchQueries(page.client);
  const headSink = createHeadSink();
  const controller = new AbortController();
  let failed = false;
  const rendering = prerender(
    pageElement(page, page.context, { phase: 'shell', request, headSink }),
    {
      signal: controller.signal,
      // React moves a large finished boundary out of place, into a hidden part and a script
      // (for streaming); a stored shell is sent whole, so every finished part stays in place (a
      // size that survives the postponed state's JSON).
      progressiveChunkSize: 2 ** 30,
      onError: (error) => {
        if (controller.signal.aborted) return;
        failed = true;
        console.error('Shell render failed', error);
      },
    },
  );
  await afterQueuedWork();
  await afterQueuedWork();
  controller.abort();
  const { prelude, postponed } = await rendering;
  if (failed || watched.missing().length > 0) return null;
  const html = (await new Response(prelude).text()).replace(SHELL_TIME_SCRIPT, '');
  return {
    status: 200,
    // An account page names itself from inside its hole: its head comes with the member's parts.
    head: headSink.head ? headHtml(headSink, request) : null,
    html,
    postponed: postponed ? JSON.stringify(postponed) : null,
    routeModules: matchedRouteModuleIds(page.context),
  };
}

/**
 * A member's page from a shared shell: the page's loaders run for the member, React resumes
 * the shell's postponed holes only (the public body is not rendered again), and the parts go
 * into their holes (lib/fill-holes.ts): the page a whole render would make. Null when the
 * member's page differs in kind (a redirect, another status), a part needs a query no loader
 * fetched or cannot be put in place: the gateway then renders the whole page.
 */
export async function renderMember(
  request: RenderRequest,
  shell: { html: string; postponed: string | null },
): Promise<MemberFill | null> {
  const page = await loadPage(request);
  if ('redirect' in page || page.context.statusCode !== 200) return null;
  const state = stateScript(page, request);
  const headSink = createHeadSink();
  if (shell.postponed === null) {
    return { html: shell.html, state, head: headHtml(headSink, request) };
  }
  const watched = watchQueries(page.client);
  let failed = false;
  const stream = await resume(
    pageElement(page, page.context, { phase: 'page', request, headSink }),
    JSON.parse(shell.postponed) as PostponedState,
    {
      onError: (error) => {
        failed = true;
        console.error('Member render failed', error);
      },
    },
  );
  const parts = await new Response(stream).text();
  if (failed || watched.missing().length > 0) return null;
  const html = fillHoles(shell.html, parts);
  return html === null ? null : { html, state, head: headHtml(headSink, request) };
}

/** Route tables for matching only: their loaders never run, so their client never fetches. */
const patternTables = new WeakMap<RenderRequest['publicConfig'], RouteObject[]>();
const matchingOnlyClient = new ApolloClient({
  cache: new InMemoryCache(),
  link: ApolloLink.empty(),
});

/** For the gateway's metrics: a page's label is its route, never its URL. */
export const routePattern: ServerEntry['routePattern'] = (pathname, publicConfig) => {
  let routes = patternTables.get(publicConfig);
  if (!routes) {
    routes = createRoutes({ client: matchingOnlyClient, publicConfig });
    patternTables.set(publicConfig, routes);
  }
  const matches = matchRoutes(routes, pathname);
  if (!matches) return '/*';
  return `/${matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join('/')}`;
};
