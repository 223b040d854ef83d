import type { ApolloLink } from '@apollo/client';
import { HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The hash codegen gave a document (client preset, persistedDocuments). */
function documentHash(document: unknown): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') {
    throw new Error('A GraphQL document without its codegen hash: write it with graphql()');
  }
  return hash;
}

/**
 * The browser's way to the gateway: only the hash of a trusted document is sent (the gateway
 * accepts nothing else in production), and queries go as GET so a CDN can cache public ones.
 */
export function createGraphQLLink(uri = '/graphql'): ApolloLink {
  return new PersistedQueryLink({
    generateHash: documentHash,
    useGETForHashedQueries: true,
  }).concat(
    new HttpLink({
      uri,
      credentials: 'same-origin',
      // Apollo Server's CSRF prevention lets a GET through when it carries this header.
      headers: { 'apollo-require-preflight': 'true' },
    }),
  );
}
