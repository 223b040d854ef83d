import type { createBrowserRouter } from 'react-router-dom';
import { whenIdle, whenLoaded } from '../../lib/when-idle';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Registers the service worker once the page has loaded and the browser is idle, in production
 * builds only. The registration code (workbox-window) is its own chunk: the first page's
 * JavaScript stays as is. Idle, because it is called as hydration ends: run there, its chunk's
 * evaluation and the registration lengthened the task of hydration's effects on a slow phone.
 */
export function startServiceWorker(router: BrowserRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-runtime')
      .then((runtime) => runtime.runServiceWorker(router))
      .catch(() => undefined);
  };
  whenLoaded(() => whenIdle(start));
}
