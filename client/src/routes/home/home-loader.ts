import type { ApolloClient } from '@apollo/client';
import { loadHomeData } from './home-queries';

export function createLoader(client: ApolloClient) {
  return async () => {
    await loadHomeData(client);
    return null;
  };
}
