import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

describe('merchants', () => {
  it('lists merchants A to Z as a page', async () => {
    const { body } = await harness.graphql(
      `{ merchants(pageSize: 30) { items { id slug name image link categories { slug } } pageInfo { totalCount } } }`,
    );
    expect(body.errors).toBeUndefined();
    const { items, pageInfo } = body.data.merchants;
    expect(pageInfo.totalCount).toBe(30);
    const names = items.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    expect(items[0].link).toBe(`/merchant/${items[0].slug}`);
  });

  it('filters by category and by search', async () => {
    const { body } = await harness.graphql(
      `{ merchants(filter: { category: "kuliner" }, pageSize: 50) { items { categories { slug } } } }`,
    );
    expect(body.data.merchants.items.length).toBeGreaterThan(0);
    for (const merchant of body.data.merchants.items) {
      expect(merchant.categories.map((c: { slug: string }) => c.slug)).toContain('kuliner');
    }
    const searched = await harness.graphql(
      `{ merchants(filter: { search: "kopi" }) { items { name } } }`,
    );
    for (const merchant of searched.body.data.merchants.items) {
      expect(merchant.name.toLowerCase()).toContain('kopi');
    }
  });
});

describe('one merchant', () => {
  it('gives the merchant with outlets and promos, by slug and by id, each fetched once', async () => {
    const list = await harness.graphql(`{ promo(slug: "1") { merchant { id slug } } }`);
    const { id, slug } = list.body.data.promo.merchant;
    await harness.resetUpstreamLog();

    const { body } = await harness.graphql(`
      {
        a: merchant(slug: "${slug}") { id name outlets { id name address city } promos(pageSize: 5) { items { merchant { slug } } pageInfo { totalCount } } }
        b: merchant(slug: "${slug}") { id }
        c: merchant(slug: "${id}") { slug outlets { id } }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a.id).toBe(id);
    expect(body.data.a.outlets.length).toBeGreaterThanOrEqual(1);
    expect(body.data.a.promos.items.length).toBeGreaterThan(0);
    for (const promo of body.data.a.promos.items) expect(promo.merchant.slug).toBe(slug);
    expect(body.data.c.slug).toBe(slug);
    // a and b share one call; c runs in the same tick, so it makes the id call, once.
    expect(await harness.calls(`/content/v1/merchants/slug/${slug}`)).toHaveLength(1);
    expect(await harness.calls(`/content/v1/merchants/${id}`)).toHaveLength(1);

    // A later operation of the same request would be served from the primed cache; a new
    // request asks again.
    await harness.resetUpstreamLog();
    await harness.graphql(`{ merchant(slug: "${slug}") { id outlets { id } } }`);
    expect(await harness.calls(`/content/v1/merchants/slug/${slug}`)).toHaveLength(1);
  });

  it('gives null for an unknown merchant', async () => {
    const { body } = await harness.graphql(
      `{ a: merchant(slug: "tidak-ada") { id } b: merchant(slug: "99999") { id } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ a: null, b: null });
  });

  it('gives null for an id of 0 without asking the content API', async () => {
    await harness.resetUpstreamLog();
    const { body } = await harness.graphql(`{ merchant(slug: "0") { id } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.merchant).toBeNull();
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('fetches outlets of list items through the loader', async () => {
    const { body } = await harness.graphql(
      `{ merchants(pageSize: 2) { items { id outlets { id } } } }`,
    );
    expect(body.errors).toBeUndefined();
    for (const merchant of body.data.merchants.items) {
      expect(merchant.outlets.length).toBeGreaterThan(0);
      expect(await harness.calls(`/content/v1/merchants/${merchant.id}`)).toHaveLength(1);
    }
  });
});
