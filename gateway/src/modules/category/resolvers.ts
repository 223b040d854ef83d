import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import { parseSlugOrId } from '../../lib/slug-or-id.js';

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.categories(pageArgs), pageArgs);
    },
    category: (_parent, { slug }, { loaders }) => {
      const key = parseSlugOrId(slug);
      if (!key) return null;
      return 'id' in key
        ? loaders.category.byId.load(key.id)
        : loaders.category.bySlug.load(key.slug);
    },
  },
  Category: {
    id: (category) => String(category.id),
    link: (category) => `/category/${encodeURIComponent(category.slug)}`,
  },
};
