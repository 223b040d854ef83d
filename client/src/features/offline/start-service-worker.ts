import type { createBrowserRouter } from 'react-router-dom';
import { onFirstInput } from '../../lib/on-first-input';
import { whenIdle, whenLoaded } from '../../lib/when-idle';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Registers the service worker in production builds, as the link preloads start: after the
 * visitor's first input (a scroll, a touch, a key; once a press is over), once the page has
 * loaded, in idle time. Its install (the worker's script, the shell's precache, the cache
 * writes) used the phone's cores and network while the first page's pictures were still coming:
 * Lighthouse on `/` at 10.9×, twelve pairs with and without it, the blocking time 105 ms lower
 * (median of the pairs) without it (docs/decisions.md, "The wallet works offline"). The
 * registration code (workbox-window) is its own chunk: the first page's JavaScript stays as is.
 */
export function startServiceWorker(router: BrowserRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-runtime')
      .then((runtime) => runtime.runServiceWorker(router))
      .catch(() => undefined);
  };
  onFirstInput(() => whenLoaded(() => whenIdle(start)));
}
