import KeyvRedis from '@keyv/redis';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import Keyv from 'keyv';

/** A Redis-backed key-value store under its own namespace (the page cache uses one too). */
export function createRedisKeyv<V>(redisUrl: string, namespace: string): Keyv<V> {
  return new Keyv<V>({ store: new KeyvRedis(redisUrl), namespace });
}

/**
 * Where cached public responses live: Redis when several replicas share it (REDIS_URL),
 * else this process's memory.
 */
export function createResponseCache(redisUrl: string | undefined): {
  cache: KeyValueCache<string>;
  close: () => Promise<void>;
} {
  if (!redisUrl) {
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
