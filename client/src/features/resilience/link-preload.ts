import { matchRoutes, type RouteObject } from 'react-router-dom';

export const MAX_PRELOADS_IN_FLIGHT = 5;

type Preload = () => Promise<unknown>;

/**
 * Links in view preload the code of the route they lead to (PRODUCT.md), at most 5 at a time.
 * Each route's preload comes from `route.handle.preload` (set by the route table).
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

  function enqueue(href: string) {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const preload = (match.route.handle as { preload?: Preload } | undefined)?.preload;
      if (!preload || done.has(preload)) continue;
      done.add(preload);
      queue.push(preload);
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
