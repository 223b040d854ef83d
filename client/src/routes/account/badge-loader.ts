import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

export const AccountBadgesQuery = graphql(`
  query AccountBadges {
    viewer {
      badgeCategories {
        id
        name
        badges {
          id
          isObtained
          ...BadgeTile_badge
        }
      }
    }
  }
`);

export const accountBadgesOptions = { errorPolicy: 'all' } as const;

export function createLoader(client: ApolloClient) {
  return async () => {
    await client.query({ query: AccountBadgesQuery, ...accountBadgesOptions });
    return null;
  };
}
