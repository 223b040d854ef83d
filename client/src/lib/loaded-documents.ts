import { getOperationAST, type DocumentNode } from 'graphql';

/**
 * The query documents whose modules have run, by operation name. Each document is a module of its
 * own (build/graphql-documents-plugin.ts), and that module registers it here: the browser can
 * then prepare the queries the server says a page reads, once the page's route modules are in.
 */
const queries = new Map<string, DocumentNode>();

/** Keeps `document` under its query's name (fragments and mutations are not kept). */
export function registerDocument<T extends DocumentNode>(document: T): T {
  const operation = getOperationAST(document);
  if (operation?.operation === 'query' && operation.name) {
    queries.set(operation.name.value, document);
  }
  return document;
}

/** The query named `name`, if its module has run. */
export function loadedQuery(name: string): DocumentNode | undefined {
  return queries.get(name);
}
