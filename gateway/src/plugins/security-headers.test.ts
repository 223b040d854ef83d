import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { pagePolicy, PLAYGROUND_POLICY } from '../security/content-security-policy.js';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { cookieHeader, signIn } from '../test-support/sign-in.js';
import { splicedHit } from '../test-support/spliced.js';
import { securityHeadersPlugin } from './security-headers.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function nonceOf(policy: string | undefined): string {
  const source = directives(policy)
    .get('script-src')
    ?.find((value) => value.startsWith("'nonce-"));
  expect(source).toBeDefined();
  return source!.slice("'nonce-".length, -1);
}

/** Every tag that needs the page's nonce under 'strict-dynamic', with the nonce it carries. */
function nonceCarriers(html: string): Array<{ tag: string; nonce: string | undefined }> {
  const tags = html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => ({ tag, nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] }));
}

const THIRD_PARTY_HOSTS = /googletagmanager|google-analytics|hotjar|errors\.example/;

describe('the policy of a page', () => {
  it('names the third parties only when they are configured', () => {
    const bare = pagePolicy(loadConfig({}))('abc');
    expect(bare).not.toMatch(THIRD_PARTY_HOSTS);

    const configured = directives(
      pagePolicy(
        loadConfig({
          GTM_ID: 'GTM-TEST1',
          ANALYTICS_ID: '1234567',
          SENTRY_DSN: 'https://publickey@errors.example/42',
        }),
      )('abc'),
    );
    expect(configured.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://static.hotjar.com']),
    );
    expect(configured.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.hotjar.com',
        'https://errors.example',
      ]),
    );
    // Only the DSN's origin: its key is not a source.
    expect(configured.get('connect-src')!.join(' ')).not.toContain('publickey');

    const onlyErrors = pagePolicy(loadConfig({ SENTRY_DSN: 'https://k@errors.example/1' }))('a');
    expect(onlyErrors).not.toMatch(/googletagmanager|hotjar/);
  });
});

describe('HSTS', () => {
  async function appWith(trustProxy: boolean) {
    const app = Fastify({ trustProxy });
    await app.register(securityHeadersPlugin);
    app.get('/', async () => 'ok');
    return app;
  }

  it('is sent only when the request came over HTTPS', async () => {
    const behindProxy = await appWith(true);
    const https = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await behindProxy.inject({ url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();

    // Without TRUST_PROXY anyone could claim HTTPS in a header: it is not believed.
    const direct = await appWith(false);
    const claimed = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    await Promise.all([behindProxy.close(), direct.close()]);
  });
});

describe.runIf(clientBuilt)('security headers of the site', () => {
  const harness = useHarness({ ssr: true, env: { PAGE_CACHE_SECONDS: '60' } });

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  it('sends the common headers on pages, JSON and static files alike', async () => {
    for (const response of [
      await get('/promo'),
      await get('/healthz'),
      await get('/favicon.svg'),
      await harness.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __typename }' },
      }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
      // Served over plain HTTP here.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives a page a strict policy whose nonce is on every script and module preload', async () => {
    const response = await get('/promo');
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['content-security-policy']).not.toMatch(THIRD_PARTY_HOSTS);

    const nonce = nonceOf(response.headers['content-security-policy'] as string);
    const carriers = nonceCarriers(response.body);
    // The entry script, the Apollo state, the router's data and the route's preloads.
    expect(carriers.length).toBeGreaterThanOrEqual(3);
    expect(carriers.filter((carrier) => carrier.nonce !== nonce)).toEqual([]);
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('gives every response its own nonce, two hits of the page cache included', async () => {
    await get('/event');
    // One sent plain (the nonce replaced in the text), one gzip spliced around its nonce.
    const hits = [await get('/event'), await splicedHit(harness, '/event')];
    const nonces = hits.map((hit) => {
      expect(hit.headers['x-page-cache']).toBe('hit');
      return nonceOf(hit.headers['content-security-policy'] as string);
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    expect(hits[1]!.headers['content-encoding']).toBe('gzip');
    const bodies = [hits[0]!.body, gunzipSync(hits[1]!.rawPayload).toString()];
    bodies.forEach((body, index) => {
      const carriers = nonceCarriers(body);
      expect(carriers.length).toBeGreaterThanOrEqual(3);
      expect(carriers.every((carrier) => carrier.nonce === nonces[index])).toBe(true);
    });
    // The same page apart from the nonce.
    expect(bodies[1]!.replaceAll(nonces[1]!, 'N')).toBe(bodies[0]!.replaceAll(nonces[0]!, 'N'));
  });

  it('puts the nonce on a member’s page too', async () => {
    const budi = cookieHeader((await signIn(harness)).cookies);
    const response = await get('/account', { cookie: budi });
    expect(response.statusCode).toBe(200);
    const nonce = nonceOf(response.headers['content-security-policy'] as string);
    const carriers = nonceCarriers(response.body);
    expect(carriers.length).toBeGreaterThanOrEqual(3);
    expect(carriers.filter((carrier) => carrier.nonce !== nonce)).toEqual([]);
  });

  it('gives the playground its own policy, on its route only', async () => {
    const playground = await get('/graphql', { accept: 'text/html' });
    expect(playground.statusCode).toBe(200);
    expect(playground.headers['content-security-policy']).toBe(PLAYGROUND_POLICY);
    const policy = directives(PLAYGROUND_POLICY);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Its scripts are files of its own: nothing inline for the policy to allow.
    expect(playground.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});
