import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();

describe('GET /content/openapi.json', () => {
  it('publishes an OpenAPI 3 document of the content routes only', async () => {
    const response = await upstream.app.inject({ url: '/content/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toContain('content');
    expect(document.servers).toEqual([{ url: TEST_PUBLIC_URL }]);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/content/v1/categories',
        '/content/v1/categories/{id}',
        '/content/v1/categories/slug/{slug}',
      ]),
    );
    for (const path of paths) expect(path.startsWith('/content/')).toBe(true);
    expect(paths).not.toContain('/content/openapi.json');
    expect(paths.some((path) => path.startsWith('/identity') || path.startsWith('/sso'))).toBe(
      false,
    );
    const list = document.paths['/content/v1/categories'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'results',
    );
  });

  it('documents every content endpoint, with bearer security on member routes', async () => {
    const document = (await upstream.app.inject({ url: '/content/openapi.json' })).json();
    const expected: [string, string][] = [
      ['get', '/content/v1/promos'],
      ['get', '/content/v1/promos/favorites'],
      ['get', '/content/v1/promos/newest'],
      ['get', '/content/v1/promos/bookmarks'],
      ['get', '/content/v1/promos/{slug}'],
      ['put', '/content/v1/promos/{id}/bookmark'],
      ['delete', '/content/v1/promos/{id}/bookmark'],
      ['get', '/content/v1/merchants'],
      ['get', '/content/v1/merchants/slug/{slug}'],
      ['get', '/content/v1/merchants/{id}'],
      ['get', '/content/v2/vouchers'],
      ['post', '/content/v2/vouchers'],
      ['get', '/content/v2/vouchers/{code}'],
      ['post', '/content/v2/vouchers/{code}/use'],
      ['get', '/content/v1/voucher-ticket'],
      ['get', '/content/v2/voucher-ticket/history'],
      ['get', '/content/v1/events'],
      ['get', '/content/v1/events/{slug}'],
      ['post', '/content/v1/events/{id}/register'],
      ['get', '/content/v1/campaigns'],
      ['get', '/content/v1/campaigns/{slug}'],
      ['get', '/content/v2/campaigns'],
      ['get', '/content/v1/campaign-event'],
      ['get', '/content/v1/campaign-event/{slug}'],
      ['get', '/content/v1/articles'],
      ['get', '/content/v1/articles/{slug}'],
      ['get', '/content/v1/banners'],
      ['get', '/content/v1/home-announcement'],
      ['get', '/content/v1/app-links'],
      ['get', '/content/v1/promo-event/favorites'],
      ['get', '/content/v1/users/referral'],
      ['get', '/content/v1/users/referral/code'],
      ['post', '/content/v1/users/referral/check_code'],
      ['get', '/content/v1/users/referral/check_code'],
      ['get', '/content/v1/search'],
    ];
    for (const [method, path] of expected) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(document.paths['/content/v2/vouchers'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/content/v1/promos'].get.security).toBeUndefined();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    expect(document.paths).not.toHaveProperty('/pages/tnc');
  });
});
