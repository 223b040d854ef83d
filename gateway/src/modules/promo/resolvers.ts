import type { PromoSort, PromoStatus, Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import { parseSlugOrId } from '../../lib/slug-or-id.js';
import type { PromoPayload } from '../../upstream/content-types.js';
import { memberMutation, type MutationOutcome } from '../mutation/result.js';
import { viewerClaim } from './viewer-claim.js';

/** What `BookmarkResult` resolves from: the outcome, and the promo that was asked for. */
export type BookmarkResultModel = MutationOutcome<{ promoId: string; isBookmarked: boolean }> & {
  requestedPromoId: number;
};

const SORTS: Record<PromoSort, 'newest' | 'ending_soon'> = {
  NEWEST: 'newest',
  ENDING_SOON: 'ending_soon',
};

const STATUSES: Record<PromoPayload['status'], PromoStatus> = {
  active: 'ACTIVE',
  upcoming: 'UPCOMING',
  expired: 'EXPIRED',
};

export const promoResolvers: Resolvers = {
  Query: {
    promos: async (_parent, { filter, sort, ...paging }, { content }) => {
      const pageArgs = checkPageArgs(paging);
      const query = {
        category: filter?.category ?? undefined,
        merchant: filter?.merchant ?? undefined,
        search: filter?.search || undefined,
        sort: SORTS[sort ?? 'NEWEST'],
      };
      return toPage(await content.promos(query, pageArgs), pageArgs);
    },
    favoritePromos: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.favoritePromos(pageArgs), pageArgs);
    },
    newestPromos: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.newestPromos(pageArgs), pageArgs);
    },
    promo: (_parent, { slug }, { loaders }) => {
      const key = parseSlugOrId(slug);
      if (!key) return null;
      return 'id' in key ? loaders.promo.byId.load(key.id) : loaders.promo.bySlug.load(key.slug);
    },
  },
  Mutation: {
    setPromoBookmark: async (_parent, { promoId, bookmarked }, context) => ({
      requestedPromoId: Number(promoId),
      ...(await memberMutation(context, async (accessToken) => {
        const result = await context.content.setBookmark(accessToken, Number(promoId), bookmarked);
        context.loaders.promo.forgetBookmarks();
        return { promoId: String(result.promoId), isBookmarked: result.isBookmarked };
      })),
    }),
  },
  BookmarkResult: {
    // Its isBookmarked is read again: the bookmark list was forgotten after the write.
    promo: (result, _args, { loaders }) => loaders.promo.byId.load(result.requestedPromoId),
  },
  Promo: {
    content: (promo, _args, { sanitizeHtml }) => sanitizeHtml(promo.content),
    tnc: (promo, _args, { sanitizeHtml }) => sanitizeHtml(promo.tnc),
    howToUse: (promo, _args, { sanitizeHtml }) => sanitizeHtml(promo.howToUse),
    status: (promo) => STATUSES[promo.status],
    maxPerMember: (promo) => promo.maxPerMember ?? null,
    isBookmarked: async (promo, _args, { loaders }) =>
      (await loaders.promo.bookmarkedIds()).has(promo.id),
    viewerClaim: (promo, _args, context) => viewerClaim(promo, context),
    link: (promo) => `/promo/${encodeURIComponent(promo.slug)}`,
  },
  MerchantSummary: {
    link: (merchant) => `/merchant/${encodeURIComponent(merchant.slug)}`,
  },
  CategorySummary: {
    link: (category) => `/category/${encodeURIComponent(category.slug)}`,
  },
};
