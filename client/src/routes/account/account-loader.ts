import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

/**
 * Only what the header's query lacks: the way to the next tier and the tiers' thresholds
 * (public, cached). The profile, balance, cards, badges and referral code come from the header.
 */
export const AccountHomeQuery = graphql(`
  query AccountHome {
    viewer {
      tier {
        name
        code
        point
        nextTierName
        pointToNextTier
      }
    }
    membershipTiers {
      code
      minPoint
    }
  }
`);

// A failing tier or tier list degrades its card; the rest of the page stays.
export const accountHomeOptions = { errorPolicy: 'all' } as const;

export function createLoader(client: ApolloClient) {
  return async () => {
    await client.query({ query: AccountHomeQuery, ...accountHomeOptions });
    return null;
  };
}
