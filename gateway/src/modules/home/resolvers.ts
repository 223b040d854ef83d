import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';

export const homeResolvers: Resolvers = {
  Query: {
    banners: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.banners(pageArgs), pageArgs);
    },
    // The upstream answers 204 without a body when no announcement is current.
    homeAnnouncement: async (_parent, _args, { content }) =>
      (await content.homeAnnouncement()) || null,
    appLinks: (_parent, _args, { content }) => content.appLinks(),
    favoritePromoEvents: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.favoritePromoEvents(pageArgs), pageArgs);
    },
  },
  PromoEvent: {
    type: (item) => (item.type === 'event' ? 'EVENT' : 'PROMO'),
  },
};
