import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

export const ServiceHealthQuery = graphql(`
  query ServiceHealth {
    serviceHealth {
      status
      checkedAt
      services {
        name
        label
        status
        responseTimeMs
        checkedAt
      }
    }
  }
`);

/** A status page must say how things are now: always asked of the server, never the cache. */
export function createLoader(client: ApolloClient) {
  return async () => {
    await client.query({ query: ServiceHealthQuery, fetchPolicy: 'network-only' });
    return null;
  };
}
