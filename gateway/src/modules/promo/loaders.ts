import { idAndSlugLoaders } from '../../lib/id-slug-loaders.js';
import type { ContentApi } from '../../upstream/content.js';
import type { PromoPayload } from '../../upstream/content-types.js';

/** The most bookmarks the upstream gives in one page. */
const BOOKMARK_PAGE_SIZE = 100;

/**
 * Per-request promo loaders: one request never asks for the same promo twice, whether by id or by
 * slug. Promos are fetched without the member's token, so they stay public; `bookmarkedIds`
 * fetches the member's bookmarks once.
 */
export function createPromoLoaders(content: ContentApi, accessToken: () => Promise<string | null>) {
  const { byId, bySlug } = idAndSlugLoaders<PromoPayload>(
    (id) => content.promo(id),
    (slug) => content.promo(slug),
  );

  let bookmarks: Promise<Set<number>> | null = null;
  async function fetchBookmarkedIds(): Promise<Set<number>> {
    const token = await accessToken();
    if (!token) return new Set();
    const ids = new Set<number>();
    for (let page = 1; ; page += 1) {
      const result = await content.bookmarks(token, { page, pageSize: BOOKMARK_PAGE_SIZE });
      for (const promo of result.results) ids.add(promo.id);
      if (result.next === null || result.results.length === 0) return ids;
    }
  }

  return {
    byId,
    bySlug,
    /** After a write that changed it (a claim takes stock): asks the upstream again. */
    reload(id: number): Promise<PromoPayload | null> {
      return byId.clear(id).load(id);
    },
    /** Ids of the promos the signed-in member bookmarked (empty for a visitor), fetched once. */
    bookmarkedIds(): Promise<Set<number>> {
      bookmarks ??= fetchBookmarkedIds();
      return bookmarks;
    },
    /** After a bookmark changes: the next `bookmarkedIds` asks the upstream again. */
    forgetBookmarks() {
      bookmarks = null;
    },
  };
}
