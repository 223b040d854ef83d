import type { ApolloClient } from '@apollo/client';
import { loadSettings } from '../../features/settings/settings-query';

export function createLoader(client: ApolloClient) {
  return async () => {
    await loadSettings(client);
    return null;
  };
}
