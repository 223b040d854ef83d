import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';

const harness = useHarness();

const ORIGIN = 'http://localhost:8080'; // the harness's PUBLIC_URL

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

describe('/robots.txt', () => {
  it('allows all but members, sign-in and APIs, and names the sitemap', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/account', '/redirect', '/webapi', '/graphql']) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  it('lists the static pages and every seeded promo, event, article, merchant, campaign, campaign-event and category', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = new Set(locs(response.body));

    for (const path of ['/', '/promo', '/event', '/article', '/merchant', '/about', '/business']) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ['/gramedia-troops', '/learn-more', '/referral']) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }

    const { db } = harness.upstream.app.upstream;
    const kinds: Array<[string, string]> = [
      ['promos', '/promo'],
      ['events', '/event'],
      ['articles', '/article'],
      ['merchants', '/merchant'],
      ['campaigns', '/campaign'],
      ['event_campaigns', '/campaign-event'],
      ['categories', '/category'],
    ];
    for (const [table, base] of kinds) {
      const rows = await db.query<{ slug: string }>(`SELECT slug FROM ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const { slug } of rows) {
        expect(urls, `${table}: ${slug}`).toContain(`${ORIGIN}${base}/${encodeURIComponent(slug)}`);
      }
    }
    // Expired promos keep their page, so they are listed too.
    const [expired] = await db.query<{ slug: string }>('SELECT slug FROM promos WHERE id = 4');
    expect(urls).toContain(`${ORIGIN}/promo/${expired!.slug}`);
    expect(urls.size).toBe(locs(response.body).length);

    expect(response.body).toMatch(
      /<loc>[^<]+\/article\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/,
    );
  });

  it('is kept in memory for a while: a second request asks no upstream', async () => {
    await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    await harness.resetUpstreamLog();
    const again = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(again.statusCode).toBe(200);
    expect(await harness.upstreamRequests()).toEqual([]);
  });
});
