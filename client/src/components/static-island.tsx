import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { isHydratingRoot } from '../lib/use-hydrated';
import * as staticIslandCss from './static-island.css';

/** Not the server's HTML: React compares `__html` only between its own renders, never to the DOM. */
const KEPT = { __html: '' };

/** A click the browser would answer by loading `anchor`'s address in this tab, from this site. */
function isInSiteNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

/**
 * Keeps the server's HTML of its children while the page hydrates: React renders none of them and
 * hydrates none of them (an element whose content is `dangerouslySetInnerHTML` is left as it is),
 * and their links navigate in the page through one listener. For parts made of links and text
 * only, whose content follows from the address alone: the home page's rows were most of its
 * hydration on a slow phone (each row's first query read, then every card). At another address
 * (a related promo opened from a promo) or rendered on the client (a later visit in the same tab),
 * the children render as anywhere else. So they do from the moment the page's query string starts
 * changing (a filter, "Muat lebih banyak"): a list shows its skeletons in the next frame.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <KeptServerHtml key={pathname}>{children}</KeptServerHtml>;
}

/** True once this page's query string has changed, or is changing, since the island mounted. */
function useOwnAddressChanging(): boolean {
  const { pathname, search } = useLocation();
  const next = useNavigation().location;
  const [searchAtMount] = useState(search);
  return (
    search !== searchAtMount ||
    (next !== undefined && next.pathname === pathname && next.search !== search)
  );
}

function KeptServerHtml({ children }: { children: ReactNode }) {
  // Null while the server's HTML is kept; then the scroll position when it was swapped for the
  // children's render, if it was. The server renders the children, and so does the browser after
  // the page's hydration. Once rendered, never kept again: the server's HTML is gone.
  const [rendered, setRendered] = useState<{ scrollY: number | null } | null>(() =>
    isHydratingRoot() ? null : { scrollY: null },
  );
  const keepsServerHtml = rendered === null;
  const changing = useOwnAddressChanging();
  if (keepsServerHtml && changing) setRendered({ scrollY: window.scrollY });
  // The browser's scroll anchor went with the server's nodes, and the next one it picks can be
  // below the island (a list's "Muat lebih banyak"): the page would jump by what the list gains.
  useLayoutEffect(() => {
    if (rendered?.scrollY != null) window.scrollTo({ top: rendered.scrollY, behavior: 'instant' });
  }, [rendered]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const island = ref.current;
    if (!keepsServerHtml || !island) return;
    // As react-router's Link does for each of its links.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest('a');
      if (!anchor || !island.contains(anchor) || !isInSiteNavigation(event, anchor)) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    island.addEventListener('click', onClick);
    return () => island.removeEventListener('click', onClick);
  }, [keepsServerHtml, navigate]);

  return keepsServerHtml ? (
    <div
      ref={ref}
      className={staticIslandCss.root}
      dangerouslySetInnerHTML={KEPT}
      suppressHydrationWarning
    />
  ) : (
    <div className={staticIslandCss.root}>{children}</div>
  );
}
