/**
 * Query parameters that only tell analytics where a visitor came from: the page is the same
 * with or without them, so they are left out of the cache key (and of the render).
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|_ga|_gl|mc_cid|mc_eid)$/i;

/**
 * The page a URL asks for, written one way: the path as sent, the query without tracking
 * parameters, sorted by name (then value), so `?b=2&a=1` and `?a=1&b=2&utm_source=x` share one
 * cache entry and one render.
 */
export function normalisePageUrl(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** One entry per build: a new deploy never serves HTML that points at the old build's assets. */
export function pageCacheKey(buildId: string, url: string): string {
  return `${buildId}:${normalisePageUrl(url)}`;
}

/** A page's shell for members (plugins/ssr.ts): beside the visitors' page, never the same key. */
export function shellCacheKey(buildId: string, url: string): string {
  return `${buildId}:shell:${normalisePageUrl(url)}`;
}
