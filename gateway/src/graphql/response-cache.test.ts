import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { hasRedisServer, useRedis } from '../test-support/redis.js';
import { cookieHeader, signIn } from '../test-support/sign-in.js';

const CATEGORIES = '{ categories(pageSize: 7) { items { slug } } }';

describe('response cache in memory', () => {
  const harness = useHarness({ env: { RESPONSE_CACHE: 'on' } });

  it('answers a repeated anonymous public query from the cache', async () => {
    const first = await harness.graphql(CATEGORIES);
    const second = await harness.graphql(CATEGORIES);
    expect(second.body).toEqual(first.body);
    expect(first.response.headers['cache-control']).toMatch(/max-age=300/);
    expect(await harness.calls('/content/v1/categories')).toHaveLength(1);
  });

  it('answers a member from visitors’ public answers, never with or into their own', async () => {
    await harness.graphql(CATEGORIES);
    const cookie = cookieHeader((await signIn(harness)).cookies);
    await harness.resetUpstreamLog();
    const publicOnly = await harness.graphql(CATEGORIES, undefined, cookie);
    expect(publicOnly.body.data.categories.items).toHaveLength(7);
    expect(await harness.calls('/content/v1/categories')).toHaveLength(0);

    // An operation with the member's fields is never stored, for members or visitors.
    const query = '{ categories(pageSize: 8) { items { slug } } viewer { point } }';
    const first = await harness.graphql(query, undefined, cookie);
    await harness.graphql(query, undefined, cookie);
    expect(first.body.data.viewer.point).toBeGreaterThan(0);
    expect(await harness.calls('/content/v1/categories')).toHaveLength(2);
    expect(await harness.calls('/identity/v1/point')).toHaveLength(2);
    // And a visitor asking the same gets no member data.
    const visitor = await harness.graphql(query);
    expect(visitor.body.data.viewer).toBeNull();
  });
});

describe.runIf(hasRedisServer())('response cache shared through Redis', () => {
  const redis = useRedis();
  const replicaA = useHarness(() => ({ env: { RESPONSE_CACHE: 'on', REDIS_URL: redis.url } }));
  // A second gateway on the first one's upstream, as two replicas would be.
  const replicaB = useHarness(() => ({
    upstreamOf: replicaA,
    env: { RESPONSE_CACHE: 'on', REDIS_URL: redis.url },
  }));

  it('lets one replica answer from what another cached', async () => {
    await replicaA.resetUpstreamLog();
    const fromA = await replicaA.graphql(CATEGORIES);
    const fromB = await replicaB.graphql(CATEGORIES);
    expect(fromB.body).toEqual(fromA.body);
    expect(await replicaA.calls('/content/v1/categories')).toHaveLength(1);
  });
});
