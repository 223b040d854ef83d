import type { ApolloClient } from '@apollo/client';
import { replace } from 'react-router-dom';
import { HeaderQuery } from '../../lib/header-query';
import { paths } from '../../lib/paths';

/**
 * SPEC 2: anything under /account sends a visitor to / (replacing the history entry). It asks
 * for the same operation as the header, so the check costs nothing once the header has it.
 * On the server the thrown redirect becomes an HTTP 302.
 */
export function accountLoader(client: ApolloClient) {
  return async () => {
    const result = await client.query({ query: HeaderQuery, errorPolicy: 'all' });
    if (!result.data?.viewer) throw replace(paths.home());
    return null;
  };
}
