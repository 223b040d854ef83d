import type { Resolvers } from '../../generated/resolvers-types.js';

export const mutationResolvers: Resolvers = {
  Mutation: { ok: () => true },
};
