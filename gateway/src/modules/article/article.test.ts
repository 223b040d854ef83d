import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

describe('articles', () => {
  it('lists articles newest first, with categories', async () => {
    const { body } = await harness.graphql(`
      {
        articles(pageSize: 30) { items { slug publishedAt link category { slug } tags } pageInfo { totalCount } }
        articleCategories { slug title articleCount }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.articles.pageInfo.totalCount).toBe(24);
    const dates = body.data.articles.items.map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.articleCategories).toHaveLength(6);
    const total = body.data.articleCategories.reduce(
      (sum: number, c: { articleCount: number }) => sum + c.articleCount,
      0,
    );
    expect(total).toBe(24);
  });

  it('filters by category and tag', async () => {
    const cats = await harness.graphql(`{ articleCategories { slug } }`);
    const category = cats.body.data.articleCategories[0].slug;
    const { body } = await harness.graphql(
      `{ articles(filter: { category: "${category}" }) { items { category { slug } tags } } }`,
    );
    expect(body.data.articles.items.length).toBeGreaterThan(0);
    for (const article of body.data.articles.items) expect(article.category.slug).toBe(category);
    const tag = body.data.articles.items[0].tags[0];
    const tagged = await harness.graphql(
      `{ articles(filter: { tag: "${tag}" }) { items { tags } } }`,
    );
    for (const article of tagged.body.data.articles.items) expect(article.tags).toContain(tag);
  });

  it('answers the HTML body sanitised, fetched once', async () => {
    const { body } = await harness.graphql(`
      {
        a: article(slug: "waspada-penipuan-berkedok-hadiah-poin") { id content }
        b: article(slug: "waspada-penipuan-berkedok-hadiah-poin") { title }
        none: article(slug: "tidak-ada") { id }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a.content).toContain('<p>Hati-hati');
    expect(body.data.a.content).not.toContain('<script');
    expect(body.data.none).toBeNull();
    expect(
      await harness.calls('/content/v1/articles/waspada-penipuan-berkedok-hadiah-poin'),
    ).toHaveLength(1);
    const byId = await harness.graphql(`{ article(slug: "${body.data.a.id}") { slug } }`);
    expect(byId.body.data.article.slug).toBe('waspada-penipuan-berkedok-hadiah-poin');
  });
});
