import { GraphQLError } from 'graphql';
import type { Resolvers, SearchType } from '../../generated/resolvers-types.js';

const TYPES: Record<SearchType, 'promo' | 'event' | 'article' | 'merchant'> = {
  PROMO: 'promo',
  EVENT: 'event',
  ARTICLE: 'article',
  MERCHANT: 'merchant',
};

function badInput(message: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { q, type, limit }, { content }) => {
      const query = q.trim();
      if (query.length < 1 || query.length > 100) throw badInput('q must be 1 to 100 characters');
      const max = limit ?? 5;
      if (!Number.isInteger(max) || max < 1 || max > 50) throw badInput('limit must be 1 to 50');
      return content.search(query, type ? TYPES[type] : undefined, max);
    },
  },
};
