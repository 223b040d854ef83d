import type { createBrowserRouter } from 'react-router-dom';
import { Workbox } from 'workbox-window';
import { paths } from '../../lib/paths';
import { ANONYMOUS_KEY, type OfflineMessage } from './offline-contract';
import { pageMeta } from './page-meta';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The worker (client/sw/sw.ts) takes over at once (skipWaiting + clientsClaim); a new deploy's
 * code still arrives through the build check's full navigation. The page tells it who is
 * signed in, and asks it to keep the wallet when the wallet was reached without a page load.
 */
export async function runServiceWorker(router: BrowserRouter): Promise<void> {
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const meta = pageMeta();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
  const send = (message: OfflineMessage) => workbox.messageSW(message).catch(() => undefined);

  // Only a document the server just rendered knows who is signed in now; a cached copy
  // knows only who was.
  if (!meta.offlineCopy && meta.memberKey) {
    await send({ type: 'MEMBER', key: meta.memberKey === ANONYMOUS_KEY ? null : meta.memberKey });
  }

  const wallet = paths.accountVoucher();
  let pathname = window.location.pathname;
  if (pathname === wallet && !controlledAtLoad && !meta.offlineCopy) {
    await send({ type: 'CACHE_WALLET' });
  }
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const previous = pathname;
    pathname = state.location.pathname;
    if (pathname === wallet && previous !== wallet && navigator.onLine) {
      void send({ type: 'CACHE_WALLET' });
    }
  });
}
