import type { Harness } from './harness.js';

/**
 * A hit of a stored page that comes as spliced gzip (plugins/ssr.ts, sendCached): that form is
 * prepared in the background after the page's first send, so a few hits may come before it, as
 * brotli. Asks until it comes (a few seconds at most).
 */
export async function splicedHit(harness: Harness, url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const hit = await harness.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    if (hit.headers['content-encoding'] === 'gzip') return hit;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never came as spliced gzip`);
}
