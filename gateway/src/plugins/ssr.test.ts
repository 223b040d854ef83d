import { describe, expect, it } from 'vitest';
import { clientBuilt, startHarness, useHarness } from '../test-support/harness.js';

describe.runIf(clientBuilt)('server rendering', () => {
  const harness = useHarness({ ssr: true });

  it('renders / with the category links, the inlined cache and the frame', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<meta name="theme-color" content="#84329B"');
    expect(html.match(/href="\/category\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    expect(html).toMatch(/<script id="ssr-state" type="application\/json"[^>]*>\{"apollo":\{"/);
    expect(html).toMatch(/<title>[^<]*MyValue[^<]*<\/title>/);
  });

  it('names the queries hydration reads, for the browser to prepare them first', async () => {
    const queriesOf = async (url: string) => {
      const response = await harness.app.inject({ method: 'GET', url });
      const state = /<script id="ssr-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
        response.body,
      )?.[1];
      return [...((JSON.parse(state ?? '{}') as { queries?: string[] }).queries ?? [])].sort();
    };
    // The parts that keep the server's HTML are not read while hydrating: `/promo`'s cards and
    // the home page below its carousel.
    expect(await queriesOf('/promo')).toEqual(['Header', 'PromoListMerchants']);
    expect(await queriesOf('/')).toEqual(['Header', 'HomeBanners']);
  });

  it('answers 404 with the error page for an unknown path', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/tidak-ada/sama-sekali' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Tidak Ditemukan');
    expect(response.body).toContain('<title>Tidak Ditemukan - MyValue</title>');
  });

  it('takes the brand from BRAND_NAME', async () => {
    const other = await startHarness({
      ssr: true,
      upstreamOf: harness,
      env: { BRAND_NAME: 'KG Value' },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/category/kuliner' });
      expect(response.body).toContain('<title>Kuliner - KG Value</title>');
    } finally {
      await other.close();
    }
  });

  it('serves built assets with a long cache lifetime', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/' });
    const asset = page.body.match(/<meta name="mv-entry" content="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await harness.app.inject({ method: 'GET', url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
