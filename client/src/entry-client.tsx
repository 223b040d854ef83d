// First: before any module builds a schema (lib/zod-without-eval.ts says why).
import './lib/zod-without-eval';
// Chakra's preflight, global and token CSS, compiled at build time (build/chakra-css-plugin.ts).
import 'virtual:chakra.css';
import { ApolloLink } from '@apollo/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { createRoutes } from './app/routes';
import { defaultPublicConfig, type PublicConfig } from './config/public-config';
import { createReportingLink } from './features/monitoring/error-link';
import { initMonitoring, reportError } from './features/monitoring/monitoring';
import { startServiceWorker } from './features/offline/start-service-worker';
import { watchForNewBuild } from './features/resilience/build-check';
import { watchLinksInView } from './features/resilience/link-preload';
import { installRipple } from './features/ripple/ripple';
import { createApolloClient, type ApolloState } from './lib/apollo';
import { createGraphQLLink } from './lib/graphql-link';
import { SSR_STATE_SCRIPT_ID } from './ssr-contract';

declare global {
  interface Window {
    __APOLLO_STATE__?: ApolloState;
    __PUBLIC_CONFIG__?: PublicConfig;
  }
}

const publicConfig: PublicConfig = window.__PUBLIC_CONFIG__ ?? defaultPublicConfig;
initMonitoring(publicConfig);
window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
// Not listening to 'vite:preloadError': route imports reload through importWithReload, and a
// failed link preload (which also fires that event) must never reload the page.

const client = createApolloClient({
  link: ApolloLink.from([createReportingLink('/graphql'), createGraphQLLink('/graphql')]),
  state: window.__APOLLO_STATE__,
});
// The cache has it now: after a logout nothing of the member may stay behind in the page.
delete window.__APOLLO_STATE__;
document.getElementById(SSR_STATE_SCRIPT_ID)?.remove();
const routes = createRoutes({ client, publicConfig });

/**
 * The server rendered the page with its lazy route modules; they must be in place before
 * hydrating or the first render would differ from the server's HTML.
 */
async function resolveLazyMatches(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

await resolveLazyMatches(routes);
// The router picks up the loaders' results from the server (window.__staticRouterHydrationData).
const router = createBrowserRouter(routes);
watchForNewBuild(router, publicConfig.buildId);

// Not in a transition: time-sliced hydration lets a Back pressed meanwhile change the router's
// state between the provider's first render and its subscription, and the page keeps the old
// URL's view (docs/decisions.md).
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Providers client={client} publicConfig={publicConfig}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

installRipple();
startServiceWorker(router);
requestIdleCallbackOr(() => watchLinksInView(routes, publicConfig.buildId));

function requestIdleCallbackOr(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
}
