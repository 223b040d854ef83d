import { readFile } from 'node:fs/promises';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

const APQ_PREFIX = 'apq:';

/** hash → document text, as written by codegen (client preset, persistedDocuments). */
export type TrustedDocuments = ReadonlyMap<string, string>;

export async function loadTrustedDocuments(path: string): Promise<TrustedDocuments> {
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest));
}

/**
 * Apollo Server's persisted-query store, answered from the manifest of the client's own
 * documents. In production nothing else is stored: a hash that is not in the manifest is
 * unknown, and requests with a query text are refused before they reach Apollo.
 */
export function trustedDocumentsCache(
  documents: TrustedDocuments,
  fallback: KeyValueCache<string> | null,
): KeyValueCache<string> {
  return {
    async get(key) {
      // Apollo Server keys persisted queries as `apq:{hash}`.
      const hash = key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key;
      return documents.get(hash) ?? (await fallback?.get(key));
    },
    async set(key, value, options) {
      await fallback?.set(key, value, options);
    },
    async delete(key) {
      await fallback?.delete(key);
    },
  };
}

/** The operation's persisted-query hash, from a GET query string or a POST body. */
export function persistedHash(extensions: unknown): string | undefined {
  let value = extensions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const hash = (value as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery
    ?.sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}
