import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

const HEADER_CATEGORIES = /* GraphQL */ `
  query {
    categories(pageSize: 50) {
      items {
        id
        slug
        title
        image
        link
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
  }
`;

describe('categories', () => {
  it('lists the categories from the content API with links and absolute images', async () => {
    const { status, body } = await harness.graphql(HEADER_CATEGORIES);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const { items, pageInfo } = body.data.categories;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(pageInfo).toMatchObject({ page: 1, pageSize: 50, hasPreviousPage: false });
    expect(pageInfo.totalCount).toBe(items.length);
    for (const item of items) {
      expect(item.link).toBe(`/category/${item.slug}`);
      expect(item.image).toMatch(/^https?:\/\//);
    }
    expect(await harness.calls('/content/v1/categories')).toHaveLength(1);
  });

  it('asks the content API for page_size 50', async () => {
    await harness.graphql(HEADER_CATEGORIES);
    // The request log drops the query string; the page info proves the size reached upstream.
    const { body } = await harness.graphql(
      `{ categories(pageSize: 5) { items { id } pageInfo { hasNextPage totalCount } } }`,
    );
    expect(body.data.categories.items).toHaveLength(5);
    expect(body.data.categories.pageInfo.hasNextPage).toBe(true);
  });

  it('finds one category by slug and by numeric id, with one upstream call each', async () => {
    const { body } = await harness.graphql(
      `{ a: category(slug: "kuliner") { id title } b: category(slug: "kuliner") { id } }`,
    );
    expect(body.data.a.title).toBe('Kuliner');
    const id = body.data.a.id;
    const byId = await harness.graphql(`{ category(slug: "${id}") { slug } }`);
    expect(byId.body.data.category.slug).toBe('kuliner');

    expect(await harness.calls('/content/v1/categories/slug/kuliner')).toHaveLength(1);
    expect(await harness.calls(`/content/v1/categories/${id}`)).toHaveLength(1);
  });

  it('gives null for an unknown category', async () => {
    const { body } = await harness.graphql(`{ category(slug: "tidak-ada") { id } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.category).toBeNull();
  });

  it('refuses a page size over the limit', async () => {
    const { body } = await harness.graphql(`{ categories(pageSize: 500) { items { id } } }`);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('retries a failed GET once and answers with the second result', async () => {
    await harness.injectFaults([
      { method: 'GET', path: '/content/v1/categories', status: 503, times: 1 },
    ]);
    const { body } = await harness.graphql(HEADER_CATEGORIES);
    expect(body.errors).toBeUndefined();
    const calls = await harness.calls('/content/v1/categories');
    expect(calls.map((c) => c.status)).toEqual([503, 200]);
  });

  it.each([400, 404, 414, 422])(
    'never retries a GET the upstream refused with %i',
    async (status) => {
      await harness.injectFaults([{ method: 'GET', path: '/content/v1/categories', status }]);
      const { body } = await harness.graphql(HEADER_CATEGORIES);
      expect(body.errors[0].extensions.status).toBe(status);
      expect(await harness.calls('/content/v1/categories')).toHaveLength(1);
    },
  );

  it('maps a lasting upstream failure to an error code', async () => {
    await harness.injectFaults([{ method: 'GET', path: '/content/v1/categories', status: 503 }]);
    const { body } = await harness.graphql(HEADER_CATEGORIES);
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(await harness.calls('/content/v1/categories')).toHaveLength(2);
  });
});
