// The site's one stylesheet: Chakra's CSS and every static class (build/static-css-plugin.ts).
import 'virtual:stylesheet.css';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from './app/providers';
import { routesAtIndexPath } from './app/route-index-path';
import { createRoutes } from './app/routes';
import { defaultPublicConfig, type PublicConfig } from './config/public-config';
import { createReportingLink } from './lib/monitoring/error-link';
import { initMonitoring, reportError } from './lib/monitoring/monitoring';
import { startServiceWorker } from './features/offline/start-service-worker';
import { watchForNewBuild } from './features/resilience/build-check';
import { createPreloadClient, PreloadedResponses } from './features/resilience/preloaded-responses';
import { installRipple } from './features/ripple/ripple';
import { afterPaintLink } from './lib/after-paint-link';
import { createApolloClient } from './lib/apollo';
import { handOverPressesToReact, replayEarlyEvents } from './lib/early-events/replay';
import { whenMemberPartsHydrated } from './lib/member-part';
import { lazyLink } from './lib/lazy-link';
import { onFirstInput } from './lib/on-first-input';
import { prepareQueries } from './lib/prepared-queries';
import { whenIdle, whenLoaded } from './lib/when-idle';
import { markHydrated, markLive } from './lib/use-hydrated';
import { yieldToBrowser } from './lib/yield-to-browser';
import { takeSsrState } from './ssr-state-script';

const ssrState = takeSsrState();
const publicConfig: PublicConfig = ssrState.publicConfig ?? defaultPublicConfig;
initMonitoring(publicConfig);
window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
// Not listening to 'vite:preloadError': route imports reload through importWithReload, and a
// failed link preload (which also fires that event) must never reload the page.

// The modules' evaluation above is one task; Apollo's client, the cache restore, the header's
// document, the route modules, the router and hydration's start below are each another, so none
// of them blocks input for long on a slow phone.
await yieldToBrowser();
const preloaded = new PreloadedResponses();
const network = lazyLink(() =>
  import('./lib/graphql-link').then(({ createGraphQLLink }) => createGraphQLLink('/graphql')),
);
const client = createApolloClient({
  link: ApolloLink.from([createReportingLink('/graphql'), preloaded.link, afterPaintLink, network]),
});
client.onClearStore(async () => preloaded.clear());
client.onResetStore(async () => preloaded.clear());
let preloadClient: ApolloClient | undefined;
const routes = createRoutes({
  client,
  publicConfig,
  preloadClient: () =>
    (preloadClient ??= createPreloadClient({
      pageClient: client,
      responses: preloaded,
      network,
    })),
});

/**
 * The server rendered the page with its lazy route modules; they must be in place before
 * hydrating or the first render would differ from the server's HTML. The server says which
 * routes it matched (`app/route-index-path.ts`).
 */
async function resolveLazyMatches(routeObjects: RouteObject[], indexPath: number[]) {
  await Promise.all(
    routesAtIndexPath(routeObjects, indexPath).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

/**
 * React Router starts by reading the view transitions it saved in sessionStorage. A page's first
 * read of sessionStorage waits for the browser to load its storage area (0.6–8.7 ms on the bench
 * machine, unthrottled), and with the router's compiling of its route patterns that start was a
 * long task on a slow phone: the storage is read a task before.
 */
function warmUpRouterStart() {
  try {
    window.sessionStorage.getItem('remix-router-transitions');
  } catch {
    // Storage refused (a browser's policy): the router's own read handles it the same way.
  }
}

await yieldToBrowser();
if (ssrState.apollo) client.restore(ssrState.apollo);
// The cache has it now: after a logout nothing of the member may stay behind in the page.
delete ssrState.apollo;
await yieldToBrowser();
// The queries hydration reads, each prepared in tasks of its own (lib/prepared-queries.ts): the
// header's now, the page's once its route modules are in.
const pageQueries = await prepareQueries(client, ssrState.queries ?? []);
await resolveLazyMatches(routes, ssrState.routeIndexPath ?? []);
// The route modules ran in the task their import ended in; the router in a task of its own.
await yieldToBrowser();
await prepareQueries(client, pageQueries);
warmUpRouterStart();
await yieldToBrowser();
// The router picks up the loaders' results from the server (window.__staticRouterHydrationData).
const router = createBrowserRouter(routes);
await yieldToBrowser();

/**
 * What needs the hydrated page, or subscribes to the router. `RouterProvider` must be the
 * router's first subscriber: the router keeps a navigation that happens before anyone subscribes
 * (a Back pressed during hydration) for its first subscriber, and hands it to nobody once the
 * build check is already subscribed.
 */
let started = false;
function startAfterHydration() {
  if (started) return;
  started = true;
  // The components' browser-only values render in a task of their own (lib/use-hydrated.ts), not
  // in hydration's last one, and what starts once the page is live in the next. The member's
  // parts hydrate in passes of their own, after the page around them.
  setTimeout(() => {
    markLive();
    setTimeout(() => whenMemberPartsHydrated(startOnceLive), 0);
  }, 0);
}

function startOnceLive() {
  // Says the page is live (browser tests wait for it; hydration as a transition leaves no other
  // single moment to observe).
  document.documentElement.dataset.hydrated = '';
  // What was pressed before the code ran (lib/early-events), now that every control is live.
  // In a task of its own: a press on a part React hydrates apart (a Suspense boundary) makes
  // React hydrate that part at once, which it cannot do inside a commit's effects.
  setTimeout(replayEarlyEvents, 0);
  watchForNewBuild(router, publicConfig.buildId);
  installRipple();
  startServiceWorker(router);
  // Links preload once the visitor engages with the page (decisions.md, "Link preloads wait for
  // the visitor's first input") and its own pictures have loaded: on a slow network their
  // downloads would share the bandwidth with the page's first picture. Its code comes then too:
  // a first load has no use for it.
  onFirstInput(() =>
    whenLoaded(() =>
      whenIdle(() => {
        import('./features/resilience/link-preload')
          .then(({ watchLinksInView }) => watchLinksInView(routes, publicConfig.buildId))
          // Offline, or a new deploy: links simply load on the press, as without preloads.
          .catch(() => undefined);
      }),
    ),
  );
}

/**
 * Its layout effect marks the root's hydration committed; its effect runs once the whole page has
 * hydrated, after `RouterProvider`'s subscription (a parent's effects run after its children's).
 * A wrapper, not a sibling: a second child would change every `useId` below it from the server's,
 * and the ids Chakra's fields and avatar rely on would no longer match the server's HTML.
 */
function AfterHydration(props: { children: ReactNode }) {
  useLayoutEffect(markHydrated, []);
  useEffect(startAfterHydration, []);
  return props.children;
}

handOverPressesToReact();
// A transition lets React yield to the browser between components while it hydrates.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Providers client={client} publicConfig={publicConfig}>
        <AfterHydration>
          <RouterProvider router={router} />
        </AfterHydration>
      </Providers>
    </StrictMode>,
  );
});
