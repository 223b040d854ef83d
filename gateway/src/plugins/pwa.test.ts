import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { memberKey } from '../ssr/member-key.js';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { cookieHeader, signIn } from '../test-support/sign-in.js';

describe.runIf(clientBuilt)('installable app and member pages', () => {
  const harness = useHarness({ ssr: true, env: { BRAND_NAME: 'KG Value' } });

  it('answers the manifest from the runtime brand name', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: 'KG Value',
      short_name: 'KG Value',
      lang: 'id',
      start_url: '/',
      display: 'standalone',
      theme_color: '#84329B',
    });
  });

  it('serves the worker always revalidated and the offline page with the brand', async () => {
    const worker = await harness.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('offline.html');
    // Compressed once at start-up: the same worker, in brotli.
    const compressed = await harness.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(worker.body);

    for (const url of ['/offline', '/offline.html']) {
      const page = await harness.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Kamu sedang offline');
      expect(page.body, url).toContain('KG Value');
      expect(page.body, url).not.toContain('%BRAND_NAME%');
    }
  });

  it("marks a visitor's page anonymous, shared, with its render time", async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/promo' });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(response.headers['vary']).toBe('Cookie, accept-encoding');
    expect(response.headers['x-member-key']).toBe('anonymous');
    expect(response.body).toMatch(/<meta name="rendered-at" content="\d{4}-\d\d-\d\dT[^"]+Z" \/>/);
  });

  it('keeps the account area private even for a visitor (the redirect home)', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/account/voucher' });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("marks a member's pages private with the member's opaque key", async () => {
    const cookie = cookieHeader((await signIn(harness)).cookies);
    const key = memberKey(harness.config.sessionSecret, 'MV-0001-2026');
    for (const url of ['/', '/account']) {
      const response = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers['x-member-key'], url).toBe(key);
      expect(response.body, url).toContain(`<meta name="member-key" content="${key}" />`);
    }
  });

  it('says nothing of the owner when the session cookie holds no member', async () => {
    const token = encodeURIComponent(JSON.stringify({ token: 'tidak-berlaku', exp: 4102444800 }));
    const response = await harness.app.inject({
      method: 'GET',
      url: '/promo',
      headers: { cookie: `access-token=${token}` },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Either the session ended (a visitor now) or nobody could be loaded: never a member key.
    expect(response.headers['x-member-key'] ?? 'anonymous').toBe('anonymous');
  });
});
