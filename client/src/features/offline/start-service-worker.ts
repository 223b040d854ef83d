import type { createBrowserRouter } from 'react-router-dom';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Registers the service worker once the page has loaded, in production builds only. The
 * registration code (workbox-window) is its own chunk: the first page's JavaScript stays as is.
 */
export function startServiceWorker(router: BrowserRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-runtime')
      .then((runtime) => runtime.runServiceWorker(router))
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
