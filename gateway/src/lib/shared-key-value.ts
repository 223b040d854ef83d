import { LRUCache } from 'lru-cache';
import { clusterSharedStore } from '../cluster/shared-store.js';
import type { RedisClient } from './redis-client.js';

/**
 * A small key-value store for what the gateway keeps about members between requests (the
 * bell's read state, push subscriptions, calendar links): in Redis when REDIS_URL is set, so
 * every replica reads the same; in the primary's memory for one machine's workers; in this
 * process's memory otherwise. Each owner prefixes its keys, so they never meet the caches that
 * share the same Redis.
 */
export interface KeyValue {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** A lock: true when this call took it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Lets a lock go, only while it is still `value`'s. */
  deleteIfEquals(key: string, value: string): Promise<void>;
}

// Deletes the lock only while it is still ours: after it expired another replica may hold it.
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function sharedKeyValue(redis: RedisClient | undefined): KeyValue {
  if (redis) {
    return {
      get: (key) => redis.get(key),
      async set(key, value, ttlMs) {
        await redis.set(key, value, { expiration: { type: 'PX', value: ttlMs } });
      },
      async delete(key) {
        await redis.del(key);
      },
      async setIfAbsent(key, value, ttlMs) {
        const taken = await redis.set(key, value, {
          expiration: { type: 'PX', value: ttlMs },
          condition: 'NX',
        });
        return taken === 'OK';
      },
      async deleteIfEquals(key, value) {
        await redis.eval(RELEASE, { keys: [key], arguments: [value] });
      },
    };
  }
  return clusterSharedStore() ?? memoryKeyValue();
}

/** One process without workers or Redis: its own memory, bounded. */
function memoryKeyValue(): KeyValue {
  const values = new LRUCache<string, string>({ max: 50_000 });
  return {
    get: async (key) => values.get(key),
    set: async (key, value, ttlMs) => {
      values.set(key, value, { ttl: ttlMs });
    },
    delete: async (key) => {
      values.delete(key);
    },
    setIfAbsent: async (key, value, ttlMs) => {
      if (values.has(key)) return false;
      values.set(key, value, { ttl: ttlMs });
      return true;
    },
    deleteIfEquals: async (key, value) => {
      if (values.get(key) === value) values.delete(key);
    },
  };
}
