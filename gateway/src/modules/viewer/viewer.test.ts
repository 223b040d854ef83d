import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, cookieHeader, cookiesSet, signIn, useSignedIn } from '../../test-support/sign-in.js';

/** The header of every page: one operation for the member's summary and the categories. */
const HEADER = /* GraphQL */ `
  query Header {
    viewer {
      user {
        fullName
        email
        valueId
        photo
      }
      tier {
        name
      }
      point
      cards {
        totalCount
      }
      badgeCategories {
        id
        badges {
          id
          isObtained
        }
      }
      referral {
        code
      }
    }
    categories(pageSize: 50) {
      items {
        slug
      }
    }
  }
`;

const HEADER_CALLS = [
  'POST /identity/v1/auth/introspect',
  'GET /identity/v1/user',
  'GET /identity/v2/tiers/me',
  'GET /identity/v1/point',
  'GET /identity/v1/user/cards',
  'GET /identity/v1/badges/groupByCategory',
  'GET /content/v1/users/referral',
  'GET /content/v1/categories',
];

describe('the header query', () => {
  const harness = useHarness();
  const budi = useSignedIn(harness, BUDI);

  it("returns the member's whole summary, each upstream asked once", async () => {
    const { body } = await harness.graphql(HEADER, undefined, budi.cookie);
    expect(body.errors).toBeUndefined();
    const viewer = body.data.viewer;
    expect(viewer.user.fullName).toBe('Budi Santoso');
    expect(viewer.tier.name).toMatch(/gold/i);
    expect(viewer.point).toBe(125000);
    expect(viewer.cards.totalCount).toBe(2);
    expect(viewer.badgeCategories.length).toBeGreaterThan(0);
    expect(viewer.referral.code).toBe(viewer.referral.code.toUpperCase());
    expect(body.data.categories.items.length).toBeGreaterThanOrEqual(12);

    const calls = (await harness.upstreamRequests()).map((c) => `${c.method} ${c.path}`);
    expect([...calls].sort()).toEqual([...HEADER_CALLS].sort());
  });

  it('asks the upstreams in parallel, not one after another', async () => {
    // Each of these answers after 1.5 s; in sequence the later ones would arrive 1.5 s apart.
    const slow = ['/identity/v2/tiers/me', '/identity/v1/point', '/identity/v1/user/cards'];
    await harness.injectFaults(slow.map((path) => ({ method: 'GET', path, latencyMs: 1500 })));
    await harness.graphql(HEADER, undefined, budi.cookie);
    const arrivals = (await harness.upstreamRequests())
      .filter((call) => slow.includes(call.path))
      .map((call) => Date.parse((call as unknown as { time: string }).time));
    expect(arrivals).toHaveLength(3);
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(1500);
  });

  it('leaves a failing field null with an error, and the rest intact', async () => {
    await harness.injectFaults([{ method: 'GET', path: '/identity/v1/point', status: 503 }]);
    const { status, body } = await harness.graphql(HEADER, undefined, budi.cookie);
    expect(status).toBe(200);
    expect(body.data.viewer.point).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['viewer', 'point']);
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(body.data.viewer.user.fullName).toBe('Budi Santoso');
    expect(body.data.viewer.tier.name).toBeTruthy();
    expect(body.data.categories.items.length).toBeGreaterThan(0);
    // GET is retried once: two calls to the failing endpoint.
    const pointCalls = (await harness.upstreamRequests()).filter(
      (c) => c.path === '/identity/v1/point',
    );
    expect(pointCalls.map((c) => c.status)).toEqual([503, 503]);
  });

  it('is a fatal error with the upstream detail when the profile answers 500 or more', async () => {
    await harness.injectFaults([{ method: 'GET', path: '/identity/v1/user', status: 500 }]);
    const { body } = await harness.graphql(HEADER, undefined, budi.cookie);
    expect(body.data.viewer).toBeNull();
    expect(body.errors[0].path).toEqual(['viewer']);
    expect(body.errors[0].message).toBe('Injected fault');
  });

  it('means no user when the profile answers below 500', async () => {
    await harness.injectFaults([
      { method: 'GET', path: '/identity/v1/user', status: 404, times: 1 },
    ]);
    const { body } = await harness.graphql(HEADER, undefined, budi.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toBeNull();
  });

  it('never caches a member response for anyone else', async () => {
    const member = await harness.graphql(HEADER, undefined, budi.cookie);
    const visitor = await harness.graphql(HEADER);
    expect(member.body.data.viewer).not.toBeNull();
    expect(visitor.body.data.viewer).toBeNull();
  });
});

describe('refresh before an authenticated call', () => {
  // Access tokens that live 30 s: always within the one-minute refresh threshold.
  const harness = useHarness({
    upstream: { accessTokenTtlSeconds: 30 },
    env: { REFRESH_REUSE_GRACE_MS: '0' },
  });

  it('refreshes a token that expires within a minute, then uses the new one', async () => {
    const { cookies } = await signIn(harness);
    await harness.resetUpstreamLog();
    const { body, response } = await harness.graphql(
      '{ viewer { user { fullName } point } }',
      undefined,
      cookieHeader(cookies),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.point).toBe(125000);
    const calls = (await harness.upstreamRequests()).map((c) => `${c.method} ${c.path}`);
    expect(calls.filter((c) => c === 'POST /identity/v1/auth/token')).toHaveLength(1);
    const renewed = cookiesSet(response);
    expect(renewed['refresh-token']).toBeTruthy();
    expect(renewed['refresh-token']).not.toBe(cookies['refresh-token']);
  });

  it('goes on as a visitor with a 401 error when the refresh fails', async () => {
    const { cookies } = await signIn(harness);
    await harness.injectFaults([
      { method: 'POST', path: '/identity/v1/auth/token', status: 400, times: 1 },
    ]);
    const { status, body, response } = await harness.graphql(
      '{ viewer { user { fullName } } categories(pageSize: 3) { items { slug } } }',
      undefined,
      cookieHeader(cookies),
    );
    expect(status).toBe(200);
    expect(body.data.viewer).toBeNull();
    expect(body.data.categories.items).toHaveLength(3);
    expect(body.errors[0].message).toBe('Unauthorized: Refresh Token Verification Failed');
    expect(body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(cookiesSet(response)['access-token']).toBe('');
    await harness.resetUpstreamLog();
  });
});
