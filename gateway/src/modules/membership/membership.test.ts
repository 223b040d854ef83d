import { expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

it('lists the tiers lowest first, publicly and cacheably', async () => {
  const { body, response } = await harness.graphql(
    `{ membershipTiers { code name minPoint benefits } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.membershipTiers.map((t: { code: string }) => t.code)).toEqual([
    'SILVER',
    'GOLD',
    'PLATINUM',
  ]);
  expect(body.data.membershipTiers[1]).toMatchObject({ name: 'Gold', minPoint: 50_000 });
  expect(body.data.membershipTiers[0].benefits.length).toBeGreaterThan(0);
  expect(response.headers['cache-control']).toBe('max-age=3600, public');
  expect((await harness.upstreamRequests()).map((c) => `${c.method} ${c.path}`)).toContain(
    'GET /identity/v1/tiers',
  );
});
