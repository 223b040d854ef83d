import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noncePlaceholder } from '../security/content-security-policy.js';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { BUDI, useSignedIn } from '../test-support/sign-in.js';
import { noncesIn, policyNonce, withoutNonce } from '../test-support/nonce.js';
import { splicedHit } from '../test-support/spliced.js';

/** What any page rendered for Budi holds (the header's member data). */
const BUDI_MARKERS = ['budi@contoh.id', 'MV-0001-2026', 'Budi Santoso'];

describe.runIf(clientBuilt)('the shared cache of visitors’ pages', () => {
  const harness = useHarness({ ssr: true, env: { PAGE_CACHE_SECONDS: '60' } });
  const budi = useSignedIn(harness, BUDI);

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  it('renders a visitor page once, then serves it compressed with shared-cache headers', async () => {
    const first = await get('/event');
    expect(first.headers['x-page-cache']).toBe('miss');
    await harness.resetUpstreamLog();
    const second = await splicedHit(harness, '/event?utm_source=instagram&fbclid=abc');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(await harness.upstreamRequests()).toEqual([]);
    expect(second.headers['content-encoding']).toBe('gzip');
    // The same page; only each response's CSP nonce differs (security-headers.test.ts).
    expect(withoutNonce(gunzipSync(second.rawPayload).toString())).toBe(withoutNonce(first.body));
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(second.headers['vary']).toMatch(/cookie/i);
    expect(second.headers['vary']).toMatch(/accept-encoding/i);
    expect(second.headers['x-member-key']).toBe('anonymous');
    expect(second.headers['x-render-passes']).toBe('1');
  });

  it('splices a fresh nonce into the page gzipped once, for clients that take gzip', async () => {
    const miss = await get('/promo');
    expect(miss.headers['x-page-cache']).toBe('miss');
    const { buildId } = (await get('/build.json')).json<{ buildId: string }>();
    const placeholder = noncePlaceholder(harness.config.sessionSecret, buildId);

    const hits = [await splicedHit(harness, '/promo'), await splicedHit(harness, '/promo')];
    const nonces = hits.map((hit) => {
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
      expect(hit.headers['vary']).toMatch(/accept-encoding/i);
      const nonce = policyNonce(hit.headers['content-security-policy']);
      expect(nonce).toHaveLength(24);
      const page = gunzipSync(hit.rawPayload).toString();
      expect(noncesIn(page).length).toBeGreaterThanOrEqual(3);
      expect(noncesIn(page).every((carried) => carried === nonce)).toBe(true);
      expect(page).not.toContain(placeholder);
      expect(withoutNonce(page)).toBe(withoutNonce(miss.body));
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    // Brotli only: compressed per response, as before; nothing accepted: the plain page.
    const brotli = await get('/promo', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const fromBrotli = brotliDecompressSync(brotli.rawPayload).toString();
    const brotliNonce = policyNonce(brotli.headers['content-security-policy']);
    expect(nonces).not.toContain(brotliNonce);
    expect(noncesIn(fromBrotli).every((carried) => carried === brotliNonce)).toBe(true);
    expect(withoutNonce(fromBrotli)).toBe(withoutNonce(miss.body));
    const plain = await get('/promo');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(withoutNonce(plain.body)).toBe(withoutNonce(miss.body));
    expect(plain.body).not.toContain(placeholder);
  });

  it('never stores a member’s page, nor serves one a visitor page', async () => {
    const member = await get('/article', { cookie: budi.cookie });
    expect(member.headers['x-page-cache']).toBe('bypass');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.body).toContain('Budi Santoso');

    // The next visitor gets a visitor's page, rendered for them.
    const visitor = await get('/article');
    expect(visitor.headers['x-page-cache']).toBe('miss');
    for (const marker of BUDI_MARKERS) expect(visitor.body).not.toContain(marker);

    // With the visitor page cached, the member still gets his own.
    expect((await get('/article')).headers['x-page-cache']).toBe('hit');
    const again = await get('/article', { cookie: budi.cookie });
    expect(again.headers['x-page-cache']).toBe('bypass');
    expect(again.body).toContain('Budi Santoso');
    expect(again.headers['x-member-key']).not.toBe('anonymous');
  });

  it('never shares the account area or the service status', async () => {
    for (const url of ['/account', '/health']) {
      expect((await get(url)).headers['x-page-cache'], url).toBe('bypass');
    }
  });

  it('never stores a page rendered while an upstream fails', async () => {
    await harness.injectFaults([{ method: 'GET', path: '/content/v1/promos/newest', status: 503 }]);
    const degraded = await get('/');
    expect(degraded.statusCode).toBe(200);
    // The failing section is left out, the others render, and nothing asks again.
    expect(degraded.body).not.toContain('Promo Terbaru');
    expect(degraded.body).toContain('Promo Favorit');
    expect(degraded.body).toContain('Event Mendatang');
    expect(degraded.headers['x-render-passes']).toBe('1');
    expect(degraded.headers['x-page-cache']).toBe('miss');
    expect(degraded.headers['cache-control']).toBe('no-store');
    expect((await get('/')).headers['x-page-cache']).toBe('miss');

    await harness.resetUpstreamLog();
    const whole = await get('/');
    expect(whole.body).toContain('Promo Terbaru');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
  });

  it('never stores a page that is not found', async () => {
    expect((await get('/promo/tidak-ada')).statusCode).toBe(404);
    const again = await get('/promo/tidak-ada');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('miss');
  });
});
