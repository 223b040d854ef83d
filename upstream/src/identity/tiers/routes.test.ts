import { describe, expect, it } from 'vitest';
import { useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();

describe('GET /identity/v1/tiers', () => {
  it('lists the tiers lowest first, with benefits, without a token', async () => {
    const response = await upstream.app.inject({ url: '/identity/v1/tiers' });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((tier: { code: string }) => tier.code)).toEqual([
      'SILVER',
      'GOLD',
      'PLATINUM',
    ]);
    expect(results[0]).toMatchObject({ name: 'Silver', minPoint: 0 });
    expect(results[1].minPoint).toBe(50_000);
    for (const tier of results) expect(tier.benefits.length).toBeGreaterThan(0);
  });

  it('is in the OpenAPI document, without bearer security', async () => {
    const document = (await upstream.app.inject({ url: '/identity/openapi.json' })).json();
    const route = document.paths['/identity/v1/tiers']?.get;
    expect(route).toBeDefined();
    expect(route.security).toBeUndefined();
    expect(
      route.responses['200'].content['application/json'].schema.properties.results.items.properties,
    ).toHaveProperty('benefits');
  });
});
