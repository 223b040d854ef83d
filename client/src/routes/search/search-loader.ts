import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { SearchQuery, searchArgs } from './search-query';

export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { q, overview, oneGroup } = searchArgs(new URL(request.url).searchParams);
    if (!q) return null;
    await Promise.all([
      client.query({ query: SearchQuery, variables: overview }),
      oneGroup ? client.query({ query: SearchQuery, variables: oneGroup }) : null,
    ]);
    return null;
  };
}
