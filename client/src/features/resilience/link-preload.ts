import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-data';
import { whenIdle, type IdleDeadlineLike } from '../../lib/when-idle';

const MAX_PRELOADS_IN_FLIGHT = 5;

type Preload = () => Promise<unknown>;

/** Each lazy module's chunks by manifest id, without those the entry loads (gateway). */
type RouteChunks = Record<string, readonly string[]>;

async function fetchRouteChunks(buildId: string): Promise<RouteChunks> {
  try {
    const response = await fetch(`/route-chunks.json?build=${encodeURIComponent(buildId)}`);
    return response.ok ? ((await response.json()) as RouteChunks) : {};
  } catch {
    return {};
  }
}

/**
 * Fetches chunks as `<link rel="modulepreload">`: the browser downloads and compiles them but
 * runs nothing until the route is entered (running a page's modules, Chakra's among them, would
 * block the main thread while the visitor is reading this one). `known` holds every chunk
 * preloaded so far, the server's tags included: each insertion costs the main thread, so a chunk
 * shared by many routes (Chakra's scope) is inserted once.
 */
function modulePreload(
  files: readonly string[],
  known: Set<string>,
  nonce: string | undefined,
): Promise<unknown> {
  const links = files
    .filter((href) => !known.has(href))
    .map((href) => {
      known.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      if (nonce) link.nonce = nonce;
      link.href = href;
      return link;
    });
  const loaded = links.map(
    (link) =>
      new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => {
          // Tried again by a later link; a failed preload never reloads the page.
          known.delete(link.getAttribute('href')!);
          reject(new Error(`preload of ${link.href} failed`));
        });
      }),
  );
  document.head.append(...links);
  return Promise.all(loaded);
}

/**
 * Links in view preload the route they lead to (PRODUCT.md), at most 5 at a time: its code
 * (fetched, not run), then its data (the route's loader runs with the preload client,
 * which keeps the answers for the page's client: see preloaded-responses.ts), so a tap paints at
 * once. What each route needs comes from `route.handle` (set by the route table).
 */
export function watchLinksInView(routes: RouteObject[], buildId: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const routeChunks = fetchRouteChunks(buildId);
  // Under the page's 'strict-dynamic' policy a preload needs its nonce (Vite's meta).
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  );
  const done = new Set<string>();
  const seen = new Set<string>();
  const queue: Preload[] = [];
  let inFlight = 0;

  // Preloads start in the browser's idle time, one an idle period: a data preload runs a loader
  // and Apollo's machinery, a code preload inserts tags. Most of that work is in promise
  // callbacks, which run once the idle callback has returned, so the idle deadline cannot
  // measure it: several started in one period made one long task, which held a tap's click
  // ~60-85 ms on the emulated low-end phone.
  let pumpScheduled = false;
  function startPreload() {
    pumpScheduled = false;
    if (inFlight >= MAX_PRELOADS_IN_FLIGHT || queue.length === 0) return;
    const preload = queue.shift()!;
    inFlight += 1;
    void preload().finally(() => {
      inFlight -= 1;
      pump();
    });
    pump();
  }
  function pump() {
    if (pumpScheduled || inFlight >= MAX_PRELOADS_IN_FLIGHT || queue.length === 0) return;
    pumpScheduled = true;
    whenIdle(startPreload);
  }

  function enqueue(href: string) {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const target = `${url.pathname}${url.search}`;
    // The page's own data is in the cache already.
    if (seen.has(target) || target === `${location.pathname}${location.search}`) return;
    seen.add(target);
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const handle = match.route.handle as Partial<RouteHandle> | undefined;
      for (const id of handle?.modules ?? []) {
        if (done.has(id)) continue;
        done.add(id);
        queue.push(async () => {
          const files = (await routeChunks)[id] ?? [];
          // A failed preload is only tried again by a later link; it never reloads the page.
          await modulePreload(files, known, nonce).catch(() => done.delete(id));
        });
      }
      const preloadData = handle?.preloadData;
      if (preloadData) {
        // A loader that ends in a 404 or a redirect preloads nothing more; that is fine.
        queue.push(() => preloadData(url, match.params).catch(() => undefined));
      }
    }
  }

  // Matching a link against the route table takes a few milliseconds on a phone; a page shows
  // dozens of links, so they are matched while the browser is idle, a few at a time.
  const pending: string[] = [];
  let drainScheduled = false;
  function drain(deadline: IdleDeadlineLike) {
    drainScheduled = false;
    while (pending.length > 0 && deadline.timeRemaining() > 2) enqueue(pending.shift()!);
    if (pending.length > 0) scheduleDrain();
    pump();
  }
  function scheduleDrain() {
    if (drainScheduled) return;
    drainScheduled = true;
    whenIdle(drain, 2000);
  }

  const observed = new WeakSet<Element>();
  const intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).getAttribute('href');
      if (href) pending.push(href);
    }
    if (pending.length > 0) scheduleDrain();
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
