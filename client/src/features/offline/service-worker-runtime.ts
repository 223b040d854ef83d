import type { createBrowserRouter } from 'react-router-dom';
import { messageSW, Workbox } from 'workbox-window';
import { paths } from '../../lib/paths';
import { ANONYMOUS_KEY, type OfflineMessage } from '../../lib/offline-contract';
import { pageMeta } from './page-meta';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * To the active worker, once there is one. Not workbox-window's `messageSW` method: it waits
 * for a worker this page installed itself, and never answers when another tab's registration
 * is still installing.
 */
async function send(message: OfflineMessage): Promise<void> {
  try {
    const { active } = await navigator.serviceWorker.ready;
    if (active) await messageSW(active, message);
  } catch {
    // Nothing is kept offline then; the page itself works as before.
  }
}

/**
 * The worker (client/sw/sw.ts) takes over at once (skipWaiting + clientsClaim); a new deploy's
 * code still arrives through the build check's full navigation. The page tells it who is
 * signed in, and asks it to keep the wallet when the wallet was reached without a page load.
 */
export async function runServiceWorker(router: BrowserRouter): Promise<void> {
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const meta = pageMeta();
  const wallet = paths.accountVoucher();

  let pathname = window.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const previous = pathname;
    pathname = state.location.pathname;
    if (pathname === wallet && previous !== wallet && navigator.onLine) {
      void send({ type: 'CACHE_WALLET' });
    }
  });

  await new Workbox('/sw.js', { scope: '/' }).register();

  // Only a document the server just rendered knows who is signed in now; a cached copy
  // knows only who was.
  if (!meta.offlineCopy && meta.memberKey) {
    void send({ type: 'MEMBER', key: meta.memberKey === ANONYMOUS_KEY ? null : meta.memberKey });
  }
  // The worker saw no navigation to this wallet (it was not in control yet): keep it now.
  if (window.location.pathname === wallet && !controlledAtLoad && !meta.offlineCopy) {
    void send({ type: 'CACHE_WALLET' });
  }
}
