import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

/**
 * The programme's tiers (public, cached an hour), for the about and learn-more pages. Selected
 * here rather than in a fragment: a tier has no id, so the cache keeps it inside this answer and
 * a fragment could not be read back from it.
 */
export const MembershipTiersQuery = graphql(`
  query MembershipTiers {
    membershipTiers {
      code
      name
      minPoint
      benefits
    }
  }
`);

/** Secondary content: when the tiers cannot be loaded the pages describe them in words. */
export const membershipTiersOptions = { errorPolicy: 'all' } as const;

export async function loadMembershipTiers(client: ApolloClient): Promise<void> {
  await client.query({ query: MembershipTiersQuery, ...membershipTiersOptions }).catch(() => null);
}
