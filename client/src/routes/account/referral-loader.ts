import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

export const AccountReferralQuery = graphql(`
  query AccountReferral {
    viewer {
      referral {
        code
        referralCount
        totalRewardPoint
        rewardPointPerReferral
        shareText
      }
    }
  }
`);

export const accountReferralOptions = { errorPolicy: 'all' } as const;

export function createLoader(client: ApolloClient) {
  return async () => {
    await client.query({ query: AccountReferralQuery, ...accountReferralOptions });
    return null;
  };
}
