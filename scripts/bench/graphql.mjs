// Operations as the browser client sends them: GET with only the trusted document's hash
// (client/src/lib/graphql-link.ts); the production gateway accepts nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

let documents;

export function persistedHash(operationName) {
  documents ??= JSON.parse(
    readFileSync(join(root, 'client/src/gql/persisted-documents.json'), 'utf8'),
  );
  const pattern = new RegExp(`\\b(query|mutation) ${operationName}\\b`);
  const hash = Object.keys(documents).find((key) => pattern.test(documents[key]));
  if (!hash) throw new Error(`no trusted document for the operation ${operationName}`);
  return hash;
}

/** The path and query string of the GET the client sends for `operationName`. */
export function operationPath(operationName, variables = {}) {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: persistedHash(operationName) },
    }),
  });
  return `/graphql?${params}`;
}

/** The headers the client adds (Apollo Server's CSRF prevention lets the GET through). */
export const operationHeaders = { 'apollo-require-preflight': 'true', accept: 'application/json' };
