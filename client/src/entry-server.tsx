import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { createRoutes } from './app/routes';
import { createTitleSink, TitleSinkContext } from './components/page-title';
import { createApolloClient } from './lib/apollo';
import { createInProcessLink } from './lib/in-process-link';
import { escapeHtml, serializeForScript } from './lib/serialize';
import { formatTitle } from './lib/title';
import type { RenderRequest, RenderResult } from './ssr-contract';

export type { Render, RenderRequest, RenderResult } from './ssr-contract';

/** Renders one page with its data: route loaders first, then every query the tree asks for. */
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

  const titleSink = createTitleSink();
  const renderWith = (routerContext: StaticHandlerContext) =>
    prerenderStatic({
      tree: (
        <TitleSinkContext.Provider value={titleSink}>
          <Providers client={client} publicConfig={request.publicConfig}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, routerContext)}
              context={routerContext}
            />
          </Providers>
        </TitleSinkContext.Provider>
      ),
      renderFunction: renderToString,
    });

  let rendered: Awaited<ReturnType<typeof renderWith>>;
  try {
    rendered = await renderWith(context);
  } catch (error) {
    // A page that throws while rendering: the root error page, with a 500.
    console.error('Render failed', error);
    context = { ...context, statusCode: 500, errors: { root: error }, loaderData: {} };
    rendered = await renderWith(context);
  }
  const { result } = rendered;

  const title = titleSink.title ?? formatTitle(undefined, request.publicConfig.brandName);
  const state =
    `<script>window.__APOLLO_STATE__=${serializeForScript(client.extract())};` +
    `window.__PUBLIC_CONFIG__=${serializeForScript(request.publicConfig)};</script>`;

  return {
    kind: 'page',
    status: context.statusCode,
    head: `<title>${escapeHtml(title)}</title>`,
    html: result,
    state,
  };
}
