import type { ApolloClient } from '@apollo/client';
import { loadMembershipTiers } from '../../features/home/membership-query';

export function createLoader(client: ApolloClient) {
  return async () => {
    await loadMembershipTiers(client);
    return null;
  };
}
