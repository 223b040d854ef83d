import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { madeBeforeAll } from '@myvalue/upstream/testing';
import { freePort } from '../test-support/redis.js';
import { createReadiness } from './readiness.js';
import type { ProbeResult } from './upstream-probe.js';

const CATEGORIES = '{ categories { items { id } } }';

describe('readiness', () => {
  it('turns false on an unreachable call and true again after a probe that succeeds', async () => {
    let answers = true;
    const probe = {
      check: async (): Promise<ProbeResult[]> => [
        { name: 'content', ok: answers, state: '', responseTimeMs: 1, checkedAt: new Date() },
      ],
      close: async () => {},
    };
    let now = 0;
    const readiness = createReadiness({ probe, recheckMs: 1000, now: () => now });
    expect(readiness.isReady()).toBe(false);
    await readiness.check();
    expect(readiness.isReady()).toBe(true);
    readiness.upstreamFailed(503);
    expect(readiness.isReady()).toBe(true);
    readiness.upstreamFailed(0);
    answers = false;
    now = 5000;
    expect(readiness.isReady()).toBe(false);
    // That read started a probe (still failing); the next one succeeds.
    await readiness.check();
    expect(readiness.isReady()).toBe(false);
    answers = true;
    now = 10_000;
    await readiness.check();
    expect(readiness.isReady()).toBe(true);
  });
});

describe.runIf(clientBuilt)('while an upstream is unreachable', () => {
  const down = madeBeforeAll(async () => ({ port: await freePort() }));
  const harness = useHarness(() => ({
    ssr: true,
    env: {
      // A free port nobody listens on: an identity API that is down.
      IDENTITY_API_URL: `http://127.0.0.1:${down.port}/identity`,
      RESPONSE_CACHE: 'on',
      PAGE_CACHE_SECONDS: '60',
    },
  }));

  it('answers /readyz with 503 naming the upstream', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().upstreams.content).toBe('ok');
    expect(response.json().upstreams.identity).not.toBe('ok');
  });

  it('stores no page, though the visitor’s page itself rendered whole', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await harness.app.inject({ method: 'GET', url: '/about' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-page-cache']).toBe('miss');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('stores no GraphQL response', async () => {
    expect((await harness.graphql(CATEGORIES)).body.errors).toBeUndefined();
    await harness.resetUpstreamLog();
    expect((await harness.graphql(CATEGORIES)).body.errors).toBeUndefined();
    expect((await harness.upstreamRequests()).map((call) => call.path)).toContain(
      '/content/v1/categories',
    );
  });
});

describe('the response cache and degraded answers', () => {
  const harness = useHarness({ env: { RESPONSE_CACHE: 'on' } });

  it('never stores an answer with an error; the whole one next is stored', async () => {
    await harness.injectFaults([{ path: '/content/v1/categories', status: 503 }]);
    expect((await harness.graphql(CATEGORIES)).body.errors).toBeDefined();
    await harness.resetUpstreamLog();
    const whole = (await harness.graphql(CATEGORIES)).body;
    expect(whole.errors).toBeUndefined();
    expect(whole.data.categories.items.length).toBeGreaterThan(0);
    expect(await harness.upstreamRequests()).not.toEqual([]);
    await harness.resetUpstreamLog();
    await harness.graphql(CATEGORIES);
    expect(await harness.upstreamRequests()).toEqual([]);
  });
});
