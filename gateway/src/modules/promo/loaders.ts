import { memberViewLoaders } from '../../lib/member-view-loaders.js';
import type { ContentApi } from '../../upstream/content.js';
import type { PromoPayload } from '../../upstream/content-types.js';

/** The most bookmarks, or vouchers, the upstream gives in one page. */
const UPSTREAM_PAGE_SIZE = 100;

/**
 * Per-request promo loaders: one request never asks for the same promo twice, whether by id or by
 * slug. Promos are fetched without the member's token, so they stay public; `bookmarkedIds`
 * fetches the member's bookmarks once, and `claimedCount` the member's vouchers once for all
 * the promos asked together (the upstream lists vouchers only by member, not by promo).
 * `reload`, after a claim (it takes stock and adds to the member's count), asks for both again.
 */
export function createPromoLoaders(content: ContentApi, accessToken: () => Promise<string | null>) {
  let bookmarks: Promise<Set<number>> | null = null;
  async function fetchBookmarkedIds(): Promise<Set<number>> {
    const token = await accessToken();
    if (!token) return new Set();
    const ids = new Set<number>();
    for (let page = 1; ; page += 1) {
      const result = await content.bookmarks(token, { page, pageSize: UPSTREAM_PAGE_SIZE });
      for (const promo of result.results) ids.add(promo.id);
      if (result.next === null || result.results.length === 0) return ids;
    }
  }

  /** How many vouchers of each promo the signed-in member holds, every status counted. */
  async function countVouchersByPromo(token: string): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (let page = 1; ; page += 1) {
      const result = await content.vouchers(
        token,
        { statuses: [], ordering: '-purchased_at' },
        { page, pageSize: UPSTREAM_PAGE_SIZE },
      );
      for (const voucher of result.results) {
        counts.set(voucher.promo.id, (counts.get(voucher.promo.id) ?? 0) + 1);
      }
      if (result.next === null || result.results.length === 0) return counts;
    }
  }

  // One list of the member's vouchers per batch of promos: a list of cards asks once.
  const { memberView, ...loaders } = memberViewLoaders<PromoPayload, number>({
    fetchById: (id) => content.promo(id),
    fetchBySlug: (slug) => content.promo(slug),
    accessToken,
    visitorValue: 0,
    memberValues: async (promoIds, token) => {
      const counts = await countVouchersByPromo(token);
      return promoIds.map((id) => counts.get(id) ?? 0);
    },
  });

  return {
    ...loaders,
    /** Vouchers of a promo the signed-in member holds (0 for a visitor). */
    claimedCount: memberView,
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
