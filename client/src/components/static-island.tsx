import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
 * the children render as anywhere else.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <KeptServerHtml key={pathname + search}>{children}</KeptServerHtml>;
}

function KeptServerHtml({ children }: { children: ReactNode }) {
  // Fixed at the first render: the server renders the children, and so does the browser after
  // the page's hydration.
  const [keepsServerHtml] = useState(isHydratingRoot);
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
