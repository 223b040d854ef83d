import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';

export const articleResolvers: Resolvers = {
  Query: {
    articles: async (_parent, { filter, ...paging }, { content }) => {
      const pageArgs = checkPageArgs(paging);
      const query = {
        category: filter?.category ?? undefined,
        tag: filter?.tag ?? undefined,
        search: filter?.search || undefined,
      };
      return toPage(await content.articles(query, pageArgs), pageArgs);
    },
    article: (_parent, { slug }, { loaders }) => loaders.article.article.load(slug),
    articleCategories: async (_parent, _args, { content }) =>
      (await content.articleCategories()).results,
  },
  Article: {
    // A list item has no body: the detail (loaded once per article) has it.
    content: async (article, _args, { loaders, sanitizeHtml }) =>
      sanitizeHtml(
        article.content ??
          (await loaders.article.article.loader.load(String(article.id)))?.content ??
          '',
      ),
    link: (article) => `/article/${encodeURIComponent(article.slug)}`,
  },
  ArticleCategory: {
    articleCount: (category) => category.articleCount ?? null,
  },
};
