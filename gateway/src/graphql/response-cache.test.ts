import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-support/harness.js';
import { hasRedisServer, startRedis } from '../test-support/redis.js';
import { cookieHeader, signIn } from '../test-support/sign-in.js';

const CATEGORIES = '{ categories(pageSize: 7) { items { slug } } }';

function categoryCalls(calls: Array<{ path: string }>) {
  return calls.filter((call) => call.path === '/content/v1/categories').length;
}

describe('response cache in memory', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RESPONSE_CACHE: 'on' } });
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    await harness.resetUpstreamLog();
  });

  it('answers a repeated anonymous public query from the cache', async () => {
    const first = await harness.graphql(CATEGORIES);
    const second = await harness.graphql(CATEGORIES);
    expect(second.body).toEqual(first.body);
    expect(first.response.headers['cache-control']).toMatch(/max-age=300/);
    expect(categoryCalls(await harness.upstreamRequests())).toBe(1);
  });

  it('never answers a member from the cache, nor caches their answer', async () => {
    const cookie = cookieHeader((await signIn(harness)).cookies);
    await harness.resetUpstreamLog();
    const query = '{ categories(pageSize: 8) { items { slug } } viewer { point } }';
    await harness.graphql(query, undefined, cookie);
    await harness.graphql(query, undefined, cookie);
    const calls = await harness.upstreamRequests();
    expect(categoryCalls(calls)).toBe(2);
    expect(calls.filter((call) => call.path === '/identity/v1/point')).toHaveLength(2);
    // And a visitor asking the same gets no member data.
    const visitor = await harness.graphql(query);
    expect(visitor.body.data.viewer).toBeNull();
  });
});

describe.runIf(hasRedisServer())('response cache shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let replicaA: Harness;
  let replicaB: Harness;
  beforeAll(async () => {
    redis = await startRedis();
    replicaA = await startHarness({ env: { RESPONSE_CACHE: 'on', REDIS_URL: redis.url } });
    // A second gateway pointed at the first one's upstream, as two replicas would be.
    replicaB = await startHarness({
      env: {
        RESPONSE_CACHE: 'on',
        REDIS_URL: redis.url,
        CONTENT_API_URL: `${replicaA.upstream.url}/content`,
        IDENTITY_API_URL: `${replicaA.upstream.url}/identity`,
      },
    });
  });
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
    await redis?.close();
  });

  it('lets one replica answer from what another cached', async () => {
    await replicaA.resetUpstreamLog();
    const fromA = await replicaA.graphql(CATEGORIES);
    const fromB = await replicaB.graphql(CATEGORIES);
    expect(fromB.body).toEqual(fromA.body);
    expect(categoryCalls(await replicaA.upstreamRequests())).toBe(1);
  });
});
