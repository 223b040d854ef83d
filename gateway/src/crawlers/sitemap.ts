import type { PageArgs, ContentApi } from '../upstream/content.js';
import type { PagedPayload } from '../upstream/content-types.js';

/** One page of the site: a path, and when it last changed if the content API says. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Pages that exist whatever the content: PRODUCT's page list, less members' and tools'. */
const STATIC_PATHS = [
  '/',
  '/promo',
  '/event',
  '/article',
  '/merchant',
  '/about',
  '/business',
  '/gramedia-troops',
  '/learn-more',
  '/referral',
];

/** The largest page the content API gives: fewest calls. */
const PAGE_SIZE = 100;
/** A runaway `next` must not page forever: 100 × 100 items is far above the catalogue. */
const MAX_PAGES = 100;

async function everyItem<T>(list: (page: PageArgs) => Promise<PagedPayload<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await list({ page, pageSize: PAGE_SIZE });
    items.push(...result.results);
    if (result.next === null || result.results.length === 0) break;
  }
  return items;
}

const at = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** Every page a crawler should know of, read from the content API's lists. */
export async function collectSitemapEntries(content: ContentApi): Promise<SitemapEntry[]> {
  const [promos, events, articles, merchants, campaigns, campaignEvents, categories] =
    await Promise.all([
      everyItem((page) => content.promos({ include_expired: true }, page)),
      everyItem((page) => content.events('all', page)),
      everyItem((page) => content.articles({}, page)),
      everyItem((page) => content.merchants({}, page)),
      everyItem((page) => content.campaigns(page)),
      everyItem((page) => content.campaignEvents(page)),
      everyItem((page) => content.categories(page)),
    ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...promos.map((promo) => ({ path: at('/promo', promo.slug) })),
    ...events.map((event) => ({ path: at('/event', event.slug) })),
    // Articles are the only content with a date of their own: their publication.
    ...articles.map((article) => ({
      path: at('/article', article.slug),
      lastmod: article.publishedAt,
    })),
    ...merchants.map((merchant) => ({ path: at('/merchant', merchant.slug) })),
    ...campaigns.map((campaign) => ({ path: at('/campaign', campaign.slug) })),
    ...campaignEvents.map((item) => ({ path: at('/campaign-event', item.slug) })),
    ...categories.map((category) => ({ path: at('/category', category.slug) })),
  ];
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sitemaps.org XML of the entries, with absolute URLs under `origin`. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers are asked to leave alone: members' pages, sign-in, APIs. */
const DISALLOWED_PATHS = ['/account', '/redirect', '/webapi', '/graphql'];

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
