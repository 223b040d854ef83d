import type { APIRequestContext } from '@playwright/test';

/**
 * The seed's promo 12 (1.000 points, one per member), whose limit Budi has reached: his voucher of
 * it has expired, and it still counts, as the claim counts it.
 */
export const BUDI_CLAIMED_PROMO = '/promo/cashback-15-di-glow-beauty-bar';

/** Points as the site writes them: '125.000'. */
export const points = (value: number) => new Intl.NumberFormat('id-ID').format(value);

/**
 * Asks the site's GraphQL endpoint (as the browser would, with the request's cookies: the
 * member's, from a signed-in page's `page.request`) and returns `data`.
 */
export async function queryGraphQL<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface SeededSlugs {
  promo: string;
  event: string;
  campaign: string;
  campaignEvent: string;
  article: string;
  merchant: string;
  category: string;
}

/** One seeded slug of each kind of detail page, read from the running site. */
export async function seededSlugs(request: APIRequestContext): Promise<SeededSlugs> {
  const data = await queryGraphQL<{
    promos: { items: Array<{ slug: string }> };
    events: { items: Array<{ slug: string }> };
    campaigns: { items: Array<{ slug: string }> };
    campaignEvents: { items: Array<{ slug: string }> };
    articles: { items: Array<{ slug: string }> };
    merchants: { items: Array<{ slug: string }> };
    categories: { items: Array<{ slug: string }> };
  }>(
    request,
    `{
      promos(pageSize: 1) { items { slug } }
      events(pageSize: 1) { items { slug } }
      campaigns(pageSize: 1) { items { slug } }
      campaignEvents(pageSize: 1) { items { slug } }
      articles(pageSize: 1) { items { slug } }
      merchants(pageSize: 1) { items { slug } }
      categories(pageSize: 1) { items { slug } }
    }`,
  );
  const first = (list: { items: Array<{ slug: string }> }, kind: string) => {
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error(`The seed has no ${kind}`);
    return slug;
  };
  return {
    promo: first(data.promos, 'promo'),
    event: first(data.events, 'event'),
    campaign: first(data.campaigns, 'campaign'),
    campaignEvent: first(data.campaignEvents, 'campaign-event'),
    article: first(data.articles, 'article'),
    merchant: first(data.merchants, 'merchant'),
    category: first(data.categories, 'category'),
  };
}
