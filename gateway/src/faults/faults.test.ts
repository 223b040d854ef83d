import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import {
  BUDI,
  cookieHeader,
  cookiesSet,
  signIn,
  SITI,
  useSignedIn,
} from '../test-support/sign-in.js';

const TIMEOUT_MS = 1000;
const VISITOR = 'Masuk / Daftar';
/** A stack trace line of Node.js: what an error page must never show. */
const STACK_LINE = /\bat [^\n]*\(?(?:file:|node:|\/)[^\n]*:\d+:\d+/;

/**
 * The site under upstream faults, in production mode (what visitors get), through the reference
 * upstream's `/__faults` hooks.
 */
describe.runIf(clientBuilt)('faults', () => {
  const harness = useHarness({
    ssr: true,
    env: {
      APP_ENV: 'production',
      SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // Fresh for one second, then stale for five minutes: the stale path is reachable.
      PAGE_CACHE_SECONDS: '1',
      PAGE_CACHE_STALE_SECONDS: '300',
      // A second refresh with the same token is reuse at once, not a concurrent request.
      REFRESH_REUSE_GRACE_MS: '0',
    },
  });
  const budi = useSignedIn(harness, BUDI);

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  describe('identity API', () => {
    it.each([
      ['down (connection dropped)', { reply: 'reset' }],
      ['slower than the time limit', { latencyMs: TIMEOUT_MS * 3 }],
      ['answering 503', { status: 503 }],
      ['answering invalid JSON', { reply: 'invalid-json' }],
    ] as const)('%s: a public page still renders for a member', async (_name, fault) => {
      await harness.injectFaults([{ path: '/identity/*', ...fault }]);
      const page = await get('/promo', { cookie: budi.cookie });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1');
      expect(page.body).not.toMatch(STACK_LINE);
      // The header: the member's name could not be read, so it shows what worked (the
      // categories), and never another member's data.
      expect(page.body).toContain('/category/');
      const identityCalls = (await harness.upstreamRequests()).filter((call) =>
        call.path.startsWith('/identity/'),
      );
      expect(identityCalls.length).toBeGreaterThan(0);
      if ('latencyMs' in fault) {
        // The gateway hung up on every slow call: its time limit, not the upstream, ended them.
        await expect
          .poll(async () =>
            (await harness.upstreamRequests())
              .filter((call) => call.path.startsWith('/identity/'))
              .every((call) => call.aborted),
          )
          .toBe(true);
      }
    });
  });

  describe('content API down', () => {
    it('serves a cached page, fresh and then stale, while the content API is away', async () => {
      // Earlier faults made the gateway unready (no page stored then); it is ready again.
      expect((await get('/readyz')).statusCode).toBe(200);
      expect((await get('/event')).headers['x-page-cache']).toBe('miss');
      await harness.injectFaults([{ path: '/content/*', reply: 'reset' }]);
      const fresh = await get('/event');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['x-page-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const stale = await get('/event');
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-page-cache']).toBe('stale');
      // The background render failed: the stale page is still there for the next visitor.
      await expect.poll(async () => (await get('/event')).headers['x-page-cache']).toBe('stale');
    });

    it('answers an uncached page with the error page, 503, no stack trace, nothing stored', async () => {
      await harness.injectFaults([{ path: '/content/*', reply: 'reset' }]);
      const page = await get('/article');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('30');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('Terjadi Kesalahan');
      // The page says the same status as the answer.
      expect(page.body).toMatch(/>503</);
      expect(page.body).not.toMatch(STACK_LINE);
      expect(page.body).not.toContain('node_modules');

      await harness.resetUpstreamLog();
      const recovered = await get('/article');
      expect(recovered.statusCode).toBe(200);
      expect(recovered.headers['x-page-cache']).toBe('miss');
    });
  });

  describe('sessions', () => {
    it('ends the session on a reused refresh token: the next page is a visitor’s', async () => {
      const { cookies } = await signIn(harness, SITI);
      const refresh = (cookie: Record<string, string>) =>
        harness.app.inject({
          method: 'GET',
          url: '/webapi/session/refresh',
          headers: { cookie: cookieHeader(cookie) },
        });
      const newer = cookiesSet(await refresh(cookies));
      expect((await refresh(cookies)).statusCode).toBe(401);

      // The newest pair belongs to the revoked family: the page signs the member out cleanly.
      const page = await get('/promo', { cookie: cookieHeader({ ...cookies, ...newer }) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(VISITOR);
      expect(page.body).not.toContain('siti@contoh.id');
      const cleared = cookiesSet(page);
      expect(cleared['access-token']).toBe('');
      expect(cleared['refresh-token']).toBe('');
    });

    it('keeps the member signed in across a gateway restart', async () => {
      const first = await buildApp(harness.config, { logger: false });
      const { cookies } = await signIn({ app: first });
      await first.close();

      const second = await buildApp(harness.config, { logger: false });
      try {
        const page = await second.inject({
          method: 'GET',
          url: '/account',
          headers: { cookie: cookieHeader(cookies) },
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Budi Santoso');
        expect(page.body).not.toContain(VISITOR);
        expect(cookiesSet(page)['access-token']).not.toBe('');
      } finally {
        await second.close();
      }
    });
  });
});
