import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadEventPage } from './event-page-data';

export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await loadEventPage(client, params.slug ?? '');
    return null;
  };
}
