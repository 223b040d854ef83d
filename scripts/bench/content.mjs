// Slugs of seeded content, from the content API (not the site: its GraphQL takes only trusted
// documents in production).
import { upstream } from './servers.mjs';

async function firstSlug(path) {
  const response = await fetch(`${upstream}/content${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body = await response.json();
  const item = body.results?.[0];
  if (!item?.slug) throw new Error(`${path}: no slug in the first result`);
  return item.slug;
}

export async function seededSlugs() {
  return {
    promo: await firstSlug('/v1/promos?page_size=1'),
    event: await firstSlug('/v1/events?page_size=1'),
  };
}
