import type { Resolvers } from '../../generated/resolvers-types.js';

export const membershipResolvers: Resolvers = {
  Query: {
    membershipTiers: async (_parent, _args, { identity }) =>
      (await identity.tiers()).results
        .map((tier) => ({
          code: tier.code,
          name: tier.name,
          minPoint: Math.trunc(tier.minPoint),
          benefits: tier.benefits ?? [],
        }))
        .sort((a, b) => a.minPoint - b.minPoint),
  },
};
