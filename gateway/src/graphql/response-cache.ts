import KeyvRedis from '@keyv/redis';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import Keyv from 'keyv';
import { clusterSharedStore, type SharedStore } from '../cluster/shared-store.js';

/** A Redis-backed key-value store under its own namespace (the page cache uses one too). */
export function createRedisKeyv<V>(redisUrl: string, namespace: string): Keyv<V> {
  return new Keyv<V>({ store: new KeyvRedis(redisUrl), namespace });
}

/** Apollo's cache interface over the workers' shared store; ttl in seconds, as Apollo gives it. */
function sharedResponseCache(store: SharedStore): KeyValueCache<string> {
  const PREFIX = 'myvalue-gql:';
  return {
    get: (key) => store.get(PREFIX + key),
    set: (key, value, options) => store.set(PREFIX + key, value, (options?.ttl ?? 300) * 1000),
    delete: (key) => store.delete(PREFIX + key).then(() => true),
  };
}

/**
 * Where cached public responses live: Redis when several replicas share it (REDIS_URL), the
 * primary's memory for the workers of one machine (cluster/shared-store.ts), else this
 * process's memory.
 */
export function createResponseCache(redisUrl: string | undefined): {
  cache: KeyValueCache<string>;
  close: () => Promise<void>;
} {
  if (!redisUrl) {
    const shared = clusterSharedStore();
    if (shared) return { cache: sharedResponseCache(shared), close: async () => {} };
    return { cache: new InMemoryLRUCache({ maxSize: 32 * 1024 * 1024 }), close: async () => {} };
  }
  const keyv = createRedisKeyv<string>(redisUrl, 'myvalue-gql');
  return {
    // keyv ships ESM and CommonJS typings that TypeScript sees as two types.
    cache: new KeyvAdapter(keyv as never) as unknown as KeyValueCache<string>,
    close: async () => {
      await keyv.disconnect();
    },
  };
}
