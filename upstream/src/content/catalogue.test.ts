import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSignedIn } from '../testing/members.js';
import { TEST_PUBLIC_URL, useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');

const attack = encodeURIComponent("x' OR '1'='1'; DROP TABLE campaigns; --");

describe('campaigns', () => {
  it('lists six campaigns in the v1 shape', async () => {
    const { status, body } = await upstream.get('/content/v1/campaigns');
    expect(status).toBe(200);
    expect(body.count).toBe(6);
    expect(Object.keys(body.results[0]).sort()).toEqual([
      'description',
      'endAt',
      'id',
      'image',
      'slug',
      'startAt',
      'title',
    ]);
  });

  it('adds banner and promoCount in v2', async () => {
    const { body } = await upstream.get('/content/v2/campaigns?page_size=3');
    expect(body.results).toHaveLength(3);
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/content/v2/campaigns?page=2&page_size=3`);
    const [first] = body.results;
    expect(first.banner.desktop).toMatch(/-desktop\.jpg$/);
    expect(first.banner.mobile).toMatch(/-mobile\.jpg$/);
    expect(first.promoCount).toBeGreaterThan(0);
  });

  it('answers one campaign with its valid promos, by slug or id', async () => {
    const { status, body } = await upstream.get('/content/v1/campaigns/serba-hemat-akhir-bulan', {
      as: budi,
    });
    expect(status).toBe(200);
    expect(body.promos.length).toBe(body.promoCount);
    expect(body.promos[0].id).toBe(1);
    expect(body.promos.find((p: { id: number }) => p.id === 2).isBookmarked).toBe(true);
    expect((await upstream.get(`/content/v1/campaigns/${body.id}`)).body.slug).toBe(body.slug);
    const missing = await upstream.get(`/content/v1/campaigns/${attack}`);
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Campaign tidak ditemukan' } });
  });

  it('lists event campaigns and answers one with its events', async () => {
    const list = await upstream.get('/content/v1/campaign-event');
    expect(list.body.count).toBe(4);
    expect(list.body.results[0]).toMatchObject({ slug: 'akhir-pekan-seru', eventCount: 4 });
    const one = await upstream.get('/content/v1/campaign-event/akhir-pekan-seru');
    expect(one.body.events.map((e: { id: number }) => e.id)).toEqual([1, 2, 7, 8]);
    expect((await upstream.get('/content/v1/campaign-event/tidak-ada')).status).toBe(404);
    expect((await upstream.get('/content/v1/campaign-event/1')).body.slug).toBe('akhir-pekan-seru');
  });
});

describe('articles', () => {
  it('lists 24 articles newest first, without the body', async () => {
    const { body } = await upstream.get('/content/v1/articles?page_size=50');
    expect(body.count).toBe(24);
    expect(body.results[0]).not.toHaveProperty('content');
    const dates = body.results.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by category (slug or id), tag and search', async () => {
    const bySlug = await upstream.get('/content/v1/articles?category=info-member&page_size=50');
    expect(bySlug.body.count).toBeGreaterThan(2);
    for (const article of bySlug.body.results) expect(article.category.slug).toBe('info-member');
    expect((await upstream.get('/content/v1/articles?category=6&page_size=50')).body.count).toBe(
      bySlug.body.count,
    );
    const tagged = await upstream.get('/content/v1/articles?tag=hemat&page_size=50');
    expect(tagged.body.count).toBeGreaterThan(2);
    for (const article of tagged.body.results) expect(article.tags).toContain('hemat');
    expect((await upstream.get(`/content/v1/articles?tag=${attack}`)).body.count).toBe(0);
    const categories = await upstream.get('/content/v1/articles/categories');
    expect(categories.body.results).toHaveLength(6);
  });

  it('answers an article with its HTML; one carries unsafe markup on purpose', async () => {
    const safe = await upstream.get('/content/v1/articles/7-cara-mengumpulkan-poin-lebih-cepat');
    expect(safe.status).toBe(200);
    expect(safe.body.content).toContain('<ul>');
    expect(safe.body.content).not.toContain('<script');
    const unsafe = await upstream.get('/content/v1/articles/waspada-penipuan-berkedok-hadiah-poin');
    expect(unsafe.body.content).toContain('<script>');
    expect(unsafe.body.content).toContain('onerror=');
    const missing = await upstream.get('/content/v1/articles/tidak-ada');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Artikel tidak ditemukan' } });
  });
});

describe('home', () => {
  it('lists banners with desktop and mobile images that are served', async () => {
    const { body } = await upstream.get('/content/v1/banners');
    expect(body.count).toBeGreaterThanOrEqual(3);
    const [banner] = body.results;
    expect(Object.keys(banner).sort()).toEqual([
      'id',
      'imageDesktop',
      'imageMobile',
      'link',
      'title',
    ]);
    const image = await upstream.app.inject({ url: new URL(banner.imageDesktop).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // A real banner's weight, so that measures of the site are not flattered by tiny pictures.
    const { width, height, format } = await sharp(image.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1440, height: 480, format: 'jpeg' });
    expect(image.rawPayload.length).toBeGreaterThan(80_000);
    expect(image.rawPayload.length).toBeLessThan(250_000);

    const again = await upstream.app.inject({
      url: new URL(banner.imageDesktop).pathname,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers the announcement, or 204 when none is current', async () => {
    const { status, body } = await upstream.get('/content/v1/home-announcement');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['content', 'id', 'link', 'title']);
    await upstream.db.query("UPDATE announcements SET ends_at = starts_at + interval '1 second'");
    const none = await upstream.app.inject({ url: '/content/v1/home-announcement' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('answers the app links', async () => {
    const { body } = await upstream.get('/content/v1/app-links');
    expect(body).toEqual({
      playStore: expect.stringMatching(/^https:\/\//),
      appStore: expect.stringMatching(/^https:\/\//),
      appLink: 'myvalue://open',
      qrImage: `${TEST_PUBLIC_URL}/storage/app/download-qr.svg`,
    });
  });

  it('mixes favourite promos and events', async () => {
    const { body } = await upstream.get('/content/v1/promo-event/favorites?page_size=100');
    const types = new Set(body.results.map((item: { type: string }) => item.type));
    expect(types).toEqual(new Set(['promo', 'event']));
    for (const item of body.results) expect(item.link).toBe(`/${item.type}/${item.slug}`);
  });
});

describe('GET /content/v1/search', () => {
  it('groups results with counts', async () => {
    const { status, body } = await upstream.get('/content/v1/search?q=kuliner');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'articles',
      'counts',
      'events',
      'merchants',
      'promos',
      'q',
    ]);
    expect(body.q).toBe('kuliner');
    expect(body.events.map((e: { slug: string }) => e.slug)).toContain(
      'festival-kuliner-nusantara',
    );
    expect(body.counts.articles).toBeGreaterThan(0);
    const kopi = await upstream.get('/content/v1/search?q=kopi&limit=2');
    expect(kopi.body.merchants.map((m: { slug: string }) => m.slug)).toEqual(['kopi-senja']);
    expect(kopi.body.promos.length).toBeLessThanOrEqual(2);
    expect(kopi.body.counts.promos).toBeGreaterThanOrEqual(kopi.body.promos.length);
  });

  it('narrows to one type', async () => {
    const { body } = await upstream.get('/content/v1/search?q=kopi&type=merchant');
    expect(body.merchants).toHaveLength(1);
    expect(body.promos).toEqual([]);
    expect(body.counts.promos).toBe(0);
  });

  it('rejects a missing or overlong q and an unknown type; shrugs off injection', async () => {
    expect((await upstream.get('/content/v1/search')).status).toBe(400);
    expect((await upstream.get(`/content/v1/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await upstream.get('/content/v1/search?q=a&type=user')).status).toBe(400);
    const { status, body } = await upstream.get(`/content/v1/search?q=${attack}`);
    expect(status).toBe(200);
    expect(body.counts).toEqual({ promos: 0, events: 0, articles: 0, merchants: 0 });
    expect((await upstream.get('/content/v1/campaigns')).body.count).toBe(6);
  });
});

describe('content images', () => {
  it('serves the images that payloads point at', async () => {
    const promo = (await upstream.get('/content/v1/promos/1')).body;
    const event = (await upstream.get('/content/v1/events/1')).body;
    const article = (await upstream.get('/content/v1/articles/1')).body;
    const merchant = (await upstream.get('/content/v1/merchants/1')).body;
    for (const url of [
      promo.image,
      promo.thumbnail,
      promo.merchant.image,
      event.image,
      article.image,
      merchant.image,
    ]) {
      expect(url.startsWith(`${TEST_PUBLIC_URL}/storage/`)).toBe(true);
      const response = await upstream.app.inject({ url: new URL(url).pathname });
      expect(response.statusCode, url).toBe(200);
      // Photos are JPEG; merchant logos stay small SVG marks.
      if (url.endsWith('.jpg'))
        expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
      else expect(response.body).toMatch(/^<svg /);
    }
  });
});

describe('GET /pages/tnc', () => {
  it('serves an Indonesian terms page at the API root', async () => {
    const response = await upstream.app.inject({ url: '/pages/tnc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="id">');
    expect(response.body).toContain('Syarat dan Ketentuan');
  });
});
