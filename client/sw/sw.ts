// The site's service worker (vite-plugin-pwa's injectManifest builds it into dist/client/sw.js).
// Workbox does the caching; this file only says what goes where. See docs/decisions.md,
// "The wallet works offline".
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_NAMES,
  OFFLINE_PAGE,
  WALLET_PATH,
  type OfflineMessage,
} from '../src/lib/offline-contract';
import { currentOwner, setOwner } from './member-owner';
import { handlePushes } from './push-notifications';
import { memberPagesOnly, visitorPagesOnly, watchOwner, withoutSearch } from './page-plugins';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// A new deploy's worker takes over at once; the page's build check then reloads it.
void self.skipWaiting();
clientsClaim();

// The app shell: the first load's code and the wallet's (its QR included), the stylesheet,
// icons and the offline page (client/build/precache-shell.ts). Old revisions are dropped when a
// new build's worker activates.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** A slow network falls back to the copy this soon (a cashier's queue does not wait). */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 3600;

const wallet = new NetworkFirst({
  cacheName: CACHE_NAMES.wallet,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    watchOwner,
    withoutSearch,
    new ExpirationPlugin({ maxEntries: 1, maxAgeSeconds: 14 * DAY }),
    memberPagesOnly,
  ],
});
const memberPages = new NetworkFirst({
  cacheName: CACHE_NAMES.memberPages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    watchOwner,
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    memberPagesOnly,
  ],
});
const publicPages = new NetworkFirst({
  cacheName: CACHE_NAMES.publicPages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    watchOwner,
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    visitorPagesOnly,
  ],
});
/** Pages never kept (the rest of the account area, the sign-in return) still report the owner. */
const uncachedPages = new NetworkOnly({ plugins: [watchOwner] });

/** Gateway endpoints, never answered by the worker: sessions, the API, the deploy check. */
const NEVER = /^\/(?:graphql|webapi\/|build\.json|sw\.js|manifest\.webmanifest|__)/;

function isPage({ request, url }: RouteMatchCallbackOptions) {
  return (
    request.mode === 'navigate' && url.origin === self.location.origin && !NEVER.test(url.pathname)
  );
}

registerRoute((options) => isPage(options) && options.url.pathname === WALLET_PATH, wallet);
registerRoute(
  (options) =>
    isPage(options) &&
    (options.url.pathname.startsWith('/account') || options.url.pathname === '/redirect'),
  uncachedPages,
);
// A signed-in member's pages show the member (header, embedded data): they go to the member's
// cache; a visitor's to the shared one.
registerRoute(isPage, async (options) =>
  ((await currentOwner()) ? memberPages : publicPages).handle(options),
);

/** Answers whose address never changes its bytes: the kept copy first, the newest `maxEntries`. */
function keptForAMonth(cacheName: string, maxEntries: number) {
  return new CacheFirst({
    cacheName,
    plugins: [
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  });
}

// Content pictures from the gateway's /img: an address never changes its bytes, so a kept copy
// is served without a network trip, and the wallet's pictures show offline too. Public, the
// same for everyone: not a member cache.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    url.pathname === '/img',
  keptForAMonth('images', 120),
);

// The rest of the code, kept as a page (or a link's preload) first fetches it: a page opened
// online then runs offline too, and no other page's code is downloaded ahead of its visit.
// Hashed names never change their bytes; an old build's chunks age out.
registerRoute(
  ({ request, url }) =>
    request.destination === 'script' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  keptForAMonth('code', 200),
);

// Reminders: the notification, and a tap that opens its page.
handlePushes();

// No network and no copy: the offline page, never the browser's error.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error())
    : Response.error(),
);

self.addEventListener('message', (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const message = event.data as OfflineMessage | undefined;
  let work: Promise<unknown> = Promise.resolve();
  if (message?.type === 'MEMBER') {
    work = setOwner(message.key);
  } else if (message?.type === 'CACHE_WALLET') {
    // The wallet was opened by a client-side navigation: fetch its page once so it opens
    // offline too (the worker saw no navigation).
    const request = new Request(WALLET_PATH, { credentials: 'same-origin' });
    work = wallet.handle({ event, request });
  }
  // Answered when done, so the page can wait for it (workbox-window's messageSW).
  event.waitUntil(
    work.catch(() => undefined).finally(() => event.ports[0]?.postMessage({ done: true })),
  );
});
