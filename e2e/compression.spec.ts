import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { expect, test, type Page, type Response } from './support/test';
import { seededSlugs } from './support/content';
import { signInOverHttp } from './support/sign-in';

// Budget: every response of ours above 1 KB travels compressed (the slow networks).
// Request-level: the desktop project only.

/** Formats that are compressed already: compressing them again gains nothing. */
const ALREADY_COMPRESSED = /^(image\/(png|jpeg|webp|avif|gif)|font\/woff2?)/;

/** Every response from our origin (`siteOrigin`) above 1 KB while `visit` runs, with its encoding. */
async function largeResponses(page: Page, siteOrigin: string, visit: () => Promise<unknown>) {
  const seen: Array<Promise<{ url: string; bytes: number; encoding: string; type: string }>> = [];
  const watch = (response: Response) => {
    if (!response.url().startsWith(siteOrigin) || response.status() === 304) return;
    if (response.request().resourceType() === 'websocket') return;
    seen.push(
      (async () => {
        const headers = await response.allHeaders();
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: response.url().slice(siteOrigin.length),
          bytes: body.length,
          encoding: headers['content-encoding'] ?? 'none',
          type: headers['content-type'] ?? '',
        };
      })(),
    );
  };
  page.on('response', watch);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', watch);
  return (await Promise.all(seen)).filter(
    (response) => response.bytes > 1024 && !ALREADY_COMPRESSED.test(response.type),
  );
}

test('every response above 1 KB is compressed, for visitors and members', async ({
  page,
  request,
  baseURL,
}) => {
  const siteOrigin = baseURL!;
  test.setTimeout(60_000);
  const slugs = await seededSlugs(request);
  const large: Array<{ url: string; encoding: string }> = [];
  for (const path of ['/', '/promo', `/promo/${slugs.promo}`, `/event/${slugs.event}`]) {
    large.push(...(await largeResponses(page, siteOrigin, () => page.goto(path))));
  }
  await signInOverHttp(page);
  large.push(...(await largeResponses(page, siteOrigin, () => page.goto('/account/poin'))));

  // The pages, their scripts and styles, and GraphQL answers were all there to check.
  expect(large.some((response) => response.url === '/')).toBe(true);
  expect(large.some((response) => /^\/assets\/.+\.js$/.test(response.url))).toBe(true);
  const uncompressed = large.filter((response) => !/^(br|gzip)$/.test(response.encoding));
  expect(uncompressed).toEqual([]);
});

/** The raw bytes of a response, not decoded (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('a built script is served as compressed at build time, not per request', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<meta name="mv-entry" content="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const onDisk = new URL(`../client/dist/client${script}`, import.meta.url);

  const br = await rawGet(`${baseURL}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['vary']).toMatch(/accept-encoding/i);
  expect(br.body.equals(await readFile(new URL(`${onDisk.href}.br`)))).toBe(true);

  const gzip = await rawGet(`${baseURL}${script}`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.body.equals(await readFile(new URL(`${onDisk.href}.gz`)))).toBe(true);
});
