// Hostile URLs, cookies and content against the server-rendered site: traversal on static and
// image routes, open redirects, script injection through `q` and through content HTML. Each
// gets a 4xx or a safe page, never a 5xx; nothing abusive is stored in the page cache; the
// process keeps answering. GraphQL abuse: graphql.test.ts; /img widths and sources:
// plugins/images.test.ts; redirect paths kept across sign-in: client/src/lib/safe-redirect.test.ts.
import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness } from '../test-support/harness.js';

const SITE = 'http://localhost:8080';

describe.runIf(clientBuilt)('hostile requests to the rendered site', () => {
  const harness = useHarness({
    ssr: true,
    env: { PAGE_CACHE_SECONDS: '60', RATE_LIMIT_PER_MINUTE: '100000' },
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  async function expectStillUp() {
    expect((await harness.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }

  /** Asked twice: the second answer must not come from the page cache. */
  async function expectNotStored(url: string) {
    const again = await get(url);
    expect(again.headers['x-page-cache'], url).not.toBe('hit');
  }

  it.each([
    '/assets/../../package.json',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/..;/..;/package.json',
    '/assets/%00.js',
    '/favicon.svg/..%2f..%2f..%2fgateway/package.json',
    '/assets/../server/entry-server.js',
    '/.vite/manifest.json',
    '/index.html/../../../gateway/src/config.ts',
  ])('serves nothing outside the public build for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, url).toBeLessThan(500);
    expect(response.body).not.toMatch(/"name":\s*"@myvalue|renderToPipeableStream|zod/);
    await expectNotStored(url);
    await expectStillUp();
  });

  it('keeps storage and image sources inside storage', async () => {
    const base = harness.config.storageUrl;
    for (const src of [
      `${base}/%2e%2e/%2e%2e/package.json`,
      `${base}/banners/%2e%2e%2f%2e%2e%2fpackage.json`,
      '/etc/passwd',
      `${base}/banners/..\\..\\package.json`,
    ]) {
      const response = await harness.app.inject({
        url: `/img?src=${encodeURIComponent(src)}&w=480`,
      });
      expect(response.statusCode, src).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, src).toBeLessThan(500);
    }
    for (const path of [
      '..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      '....//package.json',
    ]) {
      const response = await fetch(`${harness.upstream.url}/storage/${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    await expectStillUp();
  });

  /** A Location, if any, stays on this site or goes to the sign-on host with our own return. */
  function expectNoOffSiteRedirect(location: string | undefined, url: string) {
    if (location === undefined) return;
    if (location.startsWith(harness.config.ssoUrl)) {
      const returnTo = new URL(location).searchParams.get('redirect_uri');
      expect(returnTo, url).toBe(`${SITE}/redirect`);
      return;
    }
    expect(location, url).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, SITE).origin, url).toBe(SITE);
  }

  const OFF_SITE = [
    '//evil.example',
    '/\\evil.example',
    'https://www.myvalue.id@evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%0a/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
  ];

  it.each(OFF_SITE)('never redirects off the site for %j', async (payload) => {
    const encoded = encodeURIComponent(payload);
    for (const url of [
      `/${encoded}`,
      `/${payload.replace(/^\//, '')}`,
      `/webapi/auth/login?next=${encoded}&redirect_uri=${encoded}&returnTo=${encoded}`,
      `/redirect?error=${encoded}&next=${encoded}`,
      `/redirect?code=abc&state=xyz&next=${encoded}`,
      `/account?next=${encoded}`,
      `/account/voucher?redirect=${encoded}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expectNoOffSiteRedirect(response.headers.location as string | undefined, url);
    }
    await expectStillUp();
  });

  const SCRIPTS = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '</script><script>alert(1)</script>',
    "';alert(1);//",
    '<svg/onload=alert(1)>',
  ];

  it.each(SCRIPTS)('renders the search for %j as text', async (payload) => {
    const url = `/search?q=${encodeURIComponent(payload)}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toMatch(/<img src=x onerror|<svg\/onload/i);
    // The inlined Apollo state is JSON in a script: no payload can close that script.
    const state = response.body.match(/<script id="ssr-state"[^>]*>[\s\S]*?<\/script>/);
    if (state) expect(state[0].slice(0, -'</script>'.length)).not.toMatch(/<\/script/i);
    await expectStillUp();
  });

  it('renders content HTML from the upstream without scripts or handlers', async () => {
    const db = harness.upstream.app.upstream.db;
    const [promo] = await db.query<{ slug: string }>(
      `UPDATE promos SET tnc = $1, content = $1, how_to_use = $1
        WHERE id = (SELECT id FROM promos ORDER BY id LIMIT 1) RETURNING slug`,
      [
        '<p>Syarat</p><script>alert(1)</script><img src=x onerror="alert(1)">' +
          '<a href="javascript:alert(1)">klik</a><iframe src="https://evil.example"></iframe>' +
          '<p style="background:url(javascript:alert(1))" onclick="alert(1)">ok</p>',
      ],
    );
    const response = await get(`/promo/${promo!.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Syarat');
    expect(response.body).not.toMatch(/<script>alert|onerror=|onclick=|javascript:alert|<iframe/i);
  });

  it.each([
    ['garbage', 'access-token=%%%; refresh-token=garbage'],
    [
      'a forged token',
      `access-token=${encodeURIComponent(JSON.stringify({ token: 'forged', exp: 4102444800 }))}`,
    ],
    [
      'an expired token',
      `access-token=${encodeURIComponent(JSON.stringify({ token: 'old', exp: 1 }))}; refresh-token=old`,
    ],
    ['a huge cookie', `access-token=${'a'.repeat(7000)}`],
  ])('renders a page as for a visitor with %s cookies', async (_name, cookie) => {
    const response = await get('/', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/budi@contoh\.id|Budi Santoso/);
    await expectStillUp();
  });
});
