import { createPath, type createBrowserRouter } from 'react-router-dom';
import { paths } from '../../lib/paths';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** A check that hangs (a stalled connection) must not hold back the next ones. */
const BUILD_CHECK_TIMEOUT_MS = 5_000;

/** Asks the gateway which build it serves now; null when it cannot say. */
async function fetchBuildId(): Promise<string | null> {
  try {
    const response = await fetch(paths.buildManifest(), {
      cache: 'no-store',
      signal: AbortSignal.timeout(BUILD_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * PRODUCT.md: after a new deploy, the next navigation is a full page load, so the visitor gets
 * the new code (and never asks the new server for chunks of the old build). The manifest is
 * checked every 5 minutes and whenever the tab comes back into view.
 */
export function watchForNewBuild(router: BrowserRouter, currentBuildId: string): () => void {
  let stale = false;
  let checking = false;

  async function check() {
    if (stale || checking || document.visibilityState === 'hidden') return;
    checking = true;
    const buildId = await fetchBuildId();
    checking = false;
    if (buildId && buildId !== currentBuildId) {
      stale = true;
      // Said on the page as `data-hydrated` is: a test knows when the next navigation will load.
      document.documentElement.dataset.newBuild = '';
    }
  }

  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (!stale || state.navigation.state === 'idle' || !next) return;
    stale = false;
    window.location.assign(createPath(next));
  });
  const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);

  return () => {
    unsubscribe();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}
