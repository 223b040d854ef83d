import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
const budi = useSignedIn(harness, BUDI);

const PROMO_CARD = /* GraphQL */ `
  fragment Card on Promo {
    id
    slug
    title
    status
    price
    stock
    isQuotaAvailable
    validTo
    link
    merchant {
      id
      slug
      name
      image
      link
    }
    categories {
      slug
      title
      link
    }
  }
`;

describe('promo lists', () => {
  it('lists valid promos, newest first, as a page', async () => {
    const { body } = await harness.graphql(`
      { promos(pageSize: 5) { items { ...Card isExpired } pageInfo { page pageSize totalCount hasNextPage } } }
      ${PROMO_CARD}`);
    expect(body.errors).toBeUndefined();
    const { items, pageInfo } = body.data.promos;
    expect(items).toHaveLength(5);
    expect(pageInfo).toMatchObject({ page: 1, pageSize: 5, hasNextPage: true });
    for (const promo of items) {
      expect(promo.isExpired).toBe(false);
      expect(promo.link).toBe(`/promo/${promo.slug}`);
      expect(promo.merchant.link).toBe(`/merchant/${promo.merchant.slug}`);
      expect(promo.merchant.image).toMatch(/^https?:\/\//);
    }
  });

  it('filters by category and merchant and sorts by end date', async () => {
    const { body } = await harness.graphql(`
      { promos(filter: { category: "kuliner" }, sort: ENDING_SOON, pageSize: 50) { items { ...Card } } }
      ${PROMO_CARD}`);
    const items = body.data.promos.items;
    expect(items.length).toBeGreaterThan(0);
    for (const promo of items) {
      expect(promo.categories.map((c: { slug: string }) => c.slug)).toContain('kuliner');
    }
    const ends = items.map((p: { validTo: string }) => p.validTo);
    expect(ends).toEqual([...ends].sort());

    const merchant = items[0].merchant.slug;
    const byMerchant = await harness.graphql(
      `{ promos(filter: { merchant: "${merchant}" }) { items { merchant { slug } } } }`,
    );
    expect(byMerchant.body.data.promos.items.length).toBeGreaterThan(0);
    for (const promo of byMerchant.body.data.promos.items)
      expect(promo.merchant.slug).toBe(merchant);
  });

  it('gives the favourite and newest promos', async () => {
    const { body } = await harness.graphql(
      `{ favoritePromos(pageSize: 4) { items { isFavorite } } newestPromos(pageSize: 4) { items { id } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.favoritePromos.items.length).toBeGreaterThan(0);
    for (const promo of body.data.favoritePromos.items) expect(promo.isFavorite).toBe(true);
    expect(body.data.newestPromos.items).toHaveLength(4);
  });

  it('refuses a bad page', async () => {
    const { body } = await harness.graphql(`{ promos(page: 0) { items { id } } }`);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('one promo', () => {
  it('finds a promo by slug and by id, each upstream call made once', async () => {
    const { body } = await harness.graphql(`
      {
        a: promo(slug: "diskon-20-di-kopi-senja") { ...Card content tnc howToUse shortContent image thumbnail validFrom isFavorite maxPerMember }
        b: promo(slug: "diskon-20-di-kopi-senja") { id }
        c: promo(slug: "4") { slug status isExpired }
        d: promo(slug: "4") { id }
      }
      ${PROMO_CARD}`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a).toMatchObject({ id: '1', price: 0, status: 'ACTIVE', maxPerMember: 1 });
    expect(body.data.a.tnc).toMatch(/</);
    expect(body.data.c).toEqual({
      slug: 'cashback-15-di-roti-mentega',
      status: 'EXPIRED',
      isExpired: true,
    });
    expect(await harness.calls('/content/v1/promos/diskon-20-di-kopi-senja')).toHaveLength(1);
    expect(await harness.calls('/content/v1/promos/4')).toHaveLength(1);
  });

  it('gives null for an unknown promo', async () => {
    const { body } = await harness.graphql(`{ promo(slug: "tidak-ada") { id } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.promo).toBeNull();
  });

  it('is publicly cacheable unless the member-only field is asked for', async () => {
    const open = await harness.graphql(`{ promo(slug: "1") { title } }`);
    expect(open.response.headers['cache-control']).toMatch(/max-age=60/);
    const member = await harness.graphql(`{ promo(slug: "1") { title isBookmarked } }`);
    expect(member.response.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });
});

describe('bookmarks', () => {
  const BOOKMARKED = `{ promos(pageSize: 30) { items { id isBookmarked } } two: promo(slug: "2") { isBookmarked } }`;

  it('says false to a visitor without asking for bookmarks', async () => {
    const { body } = await harness.graphql(BOOKMARKED);
    expect(body.data.two.isBookmarked).toBe(false);
    expect(await harness.calls('/content/v1/promos/bookmarks')).toHaveLength(0);
  });

  it("marks the member's bookmarks with one bookmark call per request", async () => {
    const { body } = await harness.graphql(BOOKMARKED, undefined, budi.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.two.isBookmarked).toBe(true);
    expect(await harness.calls('/content/v1/promos/bookmarks')).toHaveLength(1);
    // The promo itself is still fetched without the member's token: public data only.
    expect(await harness.calls('/content/v1/promos/2')).toHaveLength(1);
  });

  it('sets and removes a bookmark', async () => {
    const SET = `mutation($b: Boolean!) { setPromoBookmark(promoId: "1", bookmarked: $b) { ok error { code message } promoId isBookmarked promo { id isBookmarked } } }`;
    const on = await harness.graphql(SET, { b: true }, budi.cookie);
    expect(on.body.data.setPromoBookmark).toEqual({
      ok: true,
      error: null,
      promoId: '1',
      isBookmarked: true,
      promo: { id: '1', isBookmarked: true },
    });
    const check = await harness.graphql(
      `{ promo(slug: "1") { isBookmarked } }`,
      undefined,
      budi.cookie,
    );
    expect(check.body.data.promo.isBookmarked).toBe(true);
    const off = await harness.graphql(SET, { b: false }, budi.cookie);
    expect(off.body.data.setPromoBookmark.isBookmarked).toBe(false);
    expect(off.body.data.setPromoBookmark.promo).toEqual({ id: '1', isBookmarked: false });
  });

  it('tells a visitor to sign in, without calling the upstream', async () => {
    const { body } = await harness.graphql(
      `mutation { setPromoBookmark(promoId: "1", bookmarked: true) { ok error { code } } }`,
    );
    expect(body.data.setPromoBookmark).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('never retries the write on a 503', async () => {
    await harness.injectFaults([
      { method: 'PUT', path: '/content/v1/promos/1/bookmark', status: 503, times: 1 },
    ]);
    const { body } = await harness.graphql(
      `mutation { setPromoBookmark(promoId: "1", bookmarked: true) { ok } }`,
      undefined,
      budi.cookie,
    );
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(await harness.calls('/content/v1/promos/1/bookmark', 'PUT')).toHaveLength(1);
  });
});
