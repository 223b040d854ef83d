import { formatDateTime } from '../../lib/format';
import { useBrowserValue } from '../../lib/use-hydrated';
import { pageMeta } from './page-meta';
import * as offlineCss from './offline.css';

/** Since when the page's data is old (ISO), or null while online; undefined until first read. */
let since: string | null | undefined;

function snapshot(): string | null {
  if (since === undefined) {
    const meta = pageMeta();
    since =
      meta.offlineCopy || !navigator.onLine
        ? (meta.offlineCopy && meta.renderedAt) || new Date().toISOString()
        : null;
  }
  return since;
}

function subscribe(onChange: () => void) {
  const onOffline = () => {
    since = snapshot() ?? new Date().toISOString();
    onChange();
  };
  const onOnline = () => {
    since = null;
    onChange();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

/**
 * "Kamu sedang offline — data terakhir {time}": on a page the service worker answered from its
 * cache (the time its data was rendered), or once the connection drops (the page's data is as
 * of then). Gone when the browser is back online. Shell code: keep it tiny.
 */
export function OfflineBanner() {
  // The server's HTML never has it; hydration starts from there, then reads the document.
  const time = useBrowserValue(subscribe, snapshot, null);
  if (!time) return null;
  return (
    <div role="status" className={offlineCss.offlineBanner} data-testid="offline-banner">
      Kamu sedang offline — data terakhir {formatDateTime(time)}
    </div>
  );
}
