import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import { parseSlugOrId } from '../../lib/slug-or-id.js';
import type { MerchantDetailPayload, MerchantPayload } from '../../upstream/content-types.js';

function isDetail(merchant: MerchantPayload): merchant is MerchantDetailPayload {
  return Array.isArray((merchant as Partial<MerchantDetailPayload>).outlets);
}

export const merchantResolvers: Resolvers = {
  Query: {
    merchants: async (_parent, { filter, ...paging }, { content }) => {
      const pageArgs = checkPageArgs(paging);
      const query = {
        category: filter?.category ?? undefined,
        search: filter?.search || undefined,
      };
      return toPage(await content.merchants(query, pageArgs), pageArgs);
    },
    merchant: (_parent, { slug }, { loaders }) => {
      const key = parseSlugOrId(slug);
      if (!key) return null;
      if (!('id' in key)) return loaders.merchant.bySlug.load(key.slug);
      // SPEC 5: a merchant's id is above 0; no upstream call can find another.
      return key.id > 0 ? loaders.merchant.byId.load(key.id) : null;
    },
  },
  Merchant: {
    description: (merchant) => merchant.description ?? null,
    website: (merchant) => merchant.website ?? null,
    promoCount: (merchant) => merchant.promoCount ?? null,
    // A list item has no outlets: the detail (one loader call per merchant) has them.
    outlets: async (merchant, _args, { loaders }) =>
      isDetail(merchant)
        ? merchant.outlets
        : ((await loaders.merchant.byId.load(merchant.id))?.outlets ?? []),
    promos: async (merchant, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.promos({ merchant: String(merchant.id) }, pageArgs), pageArgs);
    },
    link: (merchant) => `/merchant/${encodeURIComponent(merchant.slug)}`,
  },
};
