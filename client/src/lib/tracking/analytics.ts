type Hotjar = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    hj?: Hotjar;
    _hjSettings?: { hjid: string; hjsv: number };
  }
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads the tag manager container, only when an id is configured (SPEC 1, PRODUCT.md). */
export function loadTagManager(gtmId: string | null): void {
  if (!gtmId || document.getElementById('gtm-script')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/** The behaviour analytics queue (Hotjar's snippet), created on first use. */
function hotjar(analyticsId: string): Hotjar {
  if (!window.hj) {
    const queue: Hotjar = (...args: unknown[]) => {
      (queue.q = queue.q ?? []).push(args);
    };
    window.hj = queue;
    window._hjSettings = { hjid: analyticsId, hjsv: 6 };
    addScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(analyticsId)}.js?sv=6`);
  }
  return window.hj;
}

/** SPEC 1: a signed-in member is identified by value id and full name, only when configured. */
export function identifyMember(analyticsId: string | null, valueId: string, fullName: string) {
  if (!analyticsId) return;
  hotjar(analyticsId)('identify', valueId, { fullName });
}
