import { describe, expect, it } from 'vitest';
import { useSignedIn } from '../../testing/members.js';
import { TEST_PUBLIC_URL, useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, 'siti@contoh.id');

const promoKeys = [
  'categories',
  'content',
  'howToUse',
  'id',
  'image',
  'isBookmarked',
  'isExpired',
  'isFavorite',
  'isQuotaAvailable',
  'maxPerMember',
  'merchant',
  'price',
  'shortContent',
  'slug',
  'status',
  'stock',
  'thumbnail',
  'title',
  'tnc',
  'validFrom',
  'validTo',
];

describe('GET /content/v1/promos', () => {
  it('lists valid promos, newest first, in the paged envelope', async () => {
    const { status, body } = await upstream.call('GET', '/content/v1/promos');
    expect(status).toBe(200);
    expect(body.perPage).toBe(10);
    expect(body.results).toHaveLength(10);
    expect(body.count).toBeGreaterThan(40);
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/content/v1/promos?page=2`);
    const [first] = body.results;
    expect(Object.keys(first).sort()).toEqual(promoKeys);
    expect(Object.keys(first.merchant).sort()).toEqual(['id', 'image', 'name', 'slug']);
    expect(first.image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/storage/promos/.+\\.jpg$`));
    for (const promo of body.results) {
      expect(promo.isExpired).toBe(false);
      expect(promo.isBookmarked).toBe(false);
      expect(promo.isQuotaAvailable).toBe(promo.stock > 0);
    }
  });

  it('includes expired promos only when asked', async () => {
    const valid = await upstream.call('GET', '/content/v1/promos?page_size=100');
    const all = await upstream.call('GET', '/content/v1/promos?page_size=100&include_expired=true');
    expect(all.body.count).toBe(80);
    expect(all.body.count).toBeGreaterThan(valid.body.count);
    expect(all.body.results.some((promo: { isExpired: boolean }) => promo.isExpired)).toBe(true);
  });

  it('filters by category slug or id, and by merchant slug or id', async () => {
    const bySlug = await upstream.call('GET', '/content/v1/promos?category=kuliner&page_size=100');
    const byId = await upstream.call('GET', '/content/v1/promos?category=1&page_size=100');
    expect(bySlug.body.count).toBeGreaterThan(0);
    expect(byId.body.count).toBe(bySlug.body.count);
    for (const promo of bySlug.body.results) {
      expect(promo.categories.map((c: { slug: string }) => c.slug)).toContain('kuliner');
    }
    const merchant = await upstream.call(
      'GET',
      '/content/v1/promos?merchant=kopi-senja&include_expired=true',
    );
    expect(merchant.body.count).toBeGreaterThan(0);
    for (const promo of merchant.body.results) expect(promo.merchant.slug).toBe('kopi-senja');
    const merchantById = await upstream.call(
      'GET',
      '/content/v1/promos?merchant=1&include_expired=true',
    );
    expect(merchantById.body.count).toBe(merchant.body.count);
    const unknown = await upstream.call('GET', '/content/v1/promos?category=tidak-ada');
    expect(unknown.body).toMatchObject({ count: 0, results: [] });
  });

  it('searches titles and merchants, treating wildcards literally', async () => {
    const { body } = await upstream.call('GET', '/content/v1/promos?search=kopi');
    expect(body.count).toBeGreaterThan(0);
    const wildcard = await upstream.call(
      'GET',
      `/content/v1/promos?search=${encodeURIComponent('%_%')}`,
    );
    expect(wildcard.body.count).toBe(0);
  });

  it('sorts by ending soon', async () => {
    const { body } = await upstream.call('GET', '/content/v1/promos?sort=ending_soon&page_size=20');
    const ends = body.results.map((promo: { validTo: string }) => Date.parse(promo.validTo));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it.each(['sort=oldest', 'page_size=101', 'page=0', `search=${'x'.repeat(101)}`])(
    'rejects %s with a 400',
    async (query) => {
      const { status, body } = await upstream.call('GET', `/content/v1/promos?${query}`);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('validation_error');
    },
  );

  it('shrugs off SQL injection in filters', async () => {
    const attack = encodeURIComponent("x' OR '1'='1'; DROP TABLE promos; --");
    for (const key of ['category', 'merchant', 'search']) {
      const { status, body } = await upstream.call('GET', `/content/v1/promos?${key}=${attack}`);
      expect(status).toBe(200);
      expect(body.count).toBe(0);
    }
    expect((await upstream.call('GET', '/content/v1/promos?include_expired=true')).body.count).toBe(
      80,
    );
  });
});

describe('favourite and newest promos', () => {
  it('lists favourites only', async () => {
    const { status, body } = await upstream.call(
      'GET',
      '/content/v1/promos/favorites?page_size=50',
    );
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(2);
    for (const promo of body.results) {
      expect(promo.isFavorite).toBe(true);
      expect(promo.isExpired).toBe(false);
    }
  });

  it('lists the newest first', async () => {
    const { body } = await upstream.call('GET', '/content/v1/promos/newest?page_size=5');
    expect(body.results).toHaveLength(5);
    expect(body.perPage).toBe(5);
  });
});

describe('GET /content/v1/promos/{slug}', () => {
  it('answers the fixed seeded promos by slug and by id', async () => {
    const free = await upstream.call('GET', '/content/v1/promos/diskon-20-di-kopi-senja');
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ id: 1, price: 0, isQuotaAvailable: true, status: 'active' });
    expect(free.body.tnc).toContain('<ol>');
    expect((await upstream.call('GET', '/content/v1/promos/1')).body).toEqual(free.body);

    const soldOut = await upstream.call('GET', '/content/v1/promos/3');
    expect(soldOut.body).toMatchObject({ stock: 0, isQuotaAvailable: false });
    const expired = await upstream.call('GET', '/content/v1/promos/4');
    expect(expired.body).toMatchObject({ isExpired: true, status: 'expired' });
  });

  it('answers 404 for unknown slugs, ids and injection attempts', async () => {
    for (const slug of ['tidak-ada', '999999', encodeURIComponent("1' OR '1'='1")]) {
      const { status, body } = await upstream.call('GET', `/content/v1/promos/${slug}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ detail: 'Promo tidak ditemukan', errorCode: 'not_found' });
    }
  });
});

describe('bookmarks', () => {
  it('needs a bearer token', async () => {
    expect((await upstream.call('GET', '/content/v1/promos/bookmarks')).status).toBe(401);
    expect((await upstream.call('PUT', '/content/v1/promos/1/bookmark')).status).toBe(401);
    expect(
      (
        await upstream.call('DELETE', '/content/v1/promos/1/bookmark', {
          headers: { authorization: 'Bearer nonsense' },
        })
      ).status,
    ).toBe(401);
  });

  it("lists Budi's seeded bookmarks and flags them in promo payloads", async () => {
    const { status, body } = await upstream.call('GET', '/content/v1/promos/bookmarks', {
      as: budi,
    });
    expect(status).toBe(200);
    expect(body.results.map((promo: { id: number }) => promo.id).sort()).toEqual([14, 2, 22]);
    for (const promo of body.results) expect(promo.isBookmarked).toBe(true);
    expect(
      (await upstream.call('GET', '/content/v1/promos/2', { as: budi })).body.isBookmarked,
    ).toBe(true);
    expect((await upstream.call('GET', '/content/v1/promos/2')).body.isBookmarked).toBe(false);
  });

  it('adds and removes idempotently', async () => {
    for (let round = 0; round < 2; round += 1) {
      const put = await upstream.call('PUT', '/content/v1/promos/5/bookmark', { as: siti });
      expect(put).toEqual({ status: 200, body: { promoId: 5, isBookmarked: true } });
    }
    expect(
      (await upstream.call('GET', '/content/v1/promos/bookmarks', { as: siti })).body.count,
    ).toBe(1);
    for (let round = 0; round < 2; round += 1) {
      const removed = await upstream.call('DELETE', '/content/v1/promos/5/bookmark', { as: siti });
      expect(removed).toEqual({ status: 200, body: { promoId: 5, isBookmarked: false } });
    }
    expect(
      (await upstream.call('GET', '/content/v1/promos/bookmarks', { as: siti })).body.count,
    ).toBe(0);
  });

  it('answers 404 for an unknown promo and 400 for a bad id', async () => {
    expect(
      (await upstream.call('PUT', '/content/v1/promos/99999/bookmark', { as: siti })).status,
    ).toBe(404);
    expect(
      (await upstream.call('PUT', '/content/v1/promos/abc/bookmark', { as: siti })).status,
    ).toBe(400);
  });
});

describe('merchants', () => {
  it('lists merchants A–Z with categories and promo counts', async () => {
    const { status, body } = await upstream.call('GET', '/content/v1/merchants?page_size=100');
    expect(status).toBe(200);
    expect(body.count).toBe(30);
    const names = body.results.map((merchant: { name: string }) => merchant.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(body.results[0]).sort()).toEqual([
      'categories',
      'description',
      'id',
      'image',
      'name',
      'promoCount',
      'slug',
      'website',
    ]);
  });

  it('filters by category and name', async () => {
    const kuliner = await upstream.call(
      'GET',
      '/content/v1/merchants?category=kuliner&page_size=50',
    );
    expect(kuliner.body.count).toBeGreaterThan(3);
    const byId = await upstream.call('GET', '/content/v1/merchants?category=1&page_size=50');
    expect(byId.body.count).toBe(kuliner.body.count);
    const search = await upstream.call('GET', '/content/v1/merchants?search=kopi');
    expect(search.body.results.map((m: { slug: string }) => m.slug)).toEqual(['kopi-senja']);
  });

  it('answers one merchant by slug or id, with outlets', async () => {
    const bySlug = await upstream.call('GET', '/content/v1/merchants/slug/kopi-senja');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.outlets.length).toBeGreaterThan(0);
    expect(Object.keys(bySlug.body.outlets[0]).sort()).toEqual([
      'address',
      'city',
      'id',
      'latitude',
      'longitude',
      'name',
    ]);
    const byId = await upstream.call('GET', `/content/v1/merchants/${bySlug.body.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers 404 and 400', async () => {
    const missing = await upstream.call('GET', '/content/v1/merchants/slug/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Merchant tidak ditemukan');
    expect((await upstream.call('GET', '/content/v1/merchants/999')).status).toBe(404);
    expect((await upstream.call('GET', '/content/v1/merchants/0')).status).toBe(400);
    const attack = encodeURIComponent("' OR 1=1 --");
    expect((await upstream.call('GET', `/content/v1/merchants/slug/${attack}`)).status).toBe(404);
  });
});
