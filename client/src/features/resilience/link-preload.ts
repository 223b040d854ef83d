import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/routes';

export const MAX_PRELOADS_IN_FLIGHT = 5;

type Preload = () => Promise<unknown>;

/**
 * Links in view preload the route they lead to (PRODUCT.md), at most 5 at a time: its code,
 * then its data (the route's loader fills the Apollo cache), so a tap paints at once.
 * Each route's preloads come from `route.handle` (set by the route table).
 */
export function watchLinksInView(routes: RouteObject[]): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const done = new Set<Preload>();
  const queue: Preload[] = [];
  let inFlight = 0;

  function pump() {
    while (inFlight < MAX_PRELOADS_IN_FLIGHT && queue.length > 0) {
      const preload = queue.shift()!;
      inFlight += 1;
      preload()
        .catch(() => done.delete(preload))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  const dataDone = new Set<string>();

  function enqueue(href: string) {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const handle = match.route.handle as Partial<RouteHandle> | undefined;
      const preload = handle?.preload;
      if (preload && !done.has(preload)) {
        done.add(preload);
        queue.push(preload);
      }
      const preloadData = handle?.preloadData;
      const dataKey = `${match.route.id ?? match.pathnameBase}|${url.pathname}${url.search}`;
      if (preloadData && !dataDone.has(dataKey)) {
        dataDone.add(dataKey);
        // A loader that ends in a 404 or a redirect preloads nothing more; that is fine.
        queue.push(() => preloadData(url, match.params).catch(() => undefined));
      }
    }
    pump();
  }

  const observed = new WeakSet<Element>();
  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).getAttribute('href');
      if (href) enqueue(href);
    }
  });

  function scan(root: ParentNode) {
    root.querySelectorAll?.('a[href^="/"]').forEach((anchor) => {
      if (observed.has(anchor) || anchor.getAttribute('href')?.startsWith('//')) return;
      observed.add(anchor);
      intersection.observe(anchor);
    });
  }

  scan(document);
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) {
          if (node.matches('a[href^="/"]')) scan(node.parentElement ?? document);
          else scan(node);
        }
      });
    }
  });
  mutations.observe(document.body, { childList: true, subtree: true });

  return () => {
    intersection.disconnect();
    mutations.disconnect();
  };
}
