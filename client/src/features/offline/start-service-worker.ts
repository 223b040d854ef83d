import type { createBrowserRouter } from 'react-router-dom';
import { onFirstPress } from '../../lib/on-first-input';
import { whenIdle, whenLoaded } from '../../lib/when-idle';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Registers the service worker in production builds once the visitor's first press (a tap, a
 * click, a key) is over, after `load`, in idle time. Not at load: its install (the worker's
 * script, the precache, the cache writes) took a cheap phone's cores and network while the first
 * page's pictures were still coming. Not at the first scroll, as the link preloads start: its
 * start then fell where the tap after the scroll lands. Measured in docs/decisions.md, "The wallet
 * works offline". The registration code (workbox-window) is its own chunk.
 */
export function startServiceWorker(router: BrowserRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-runtime')
      .then((runtime) => runtime.runServiceWorker(router))
      .catch(() => undefined);
  };
  onFirstPress(() => whenLoaded(() => whenIdle(start)));
}
