import { LRUCache } from 'lru-cache';
import { clusterSharedStore } from '../../cluster/shared-store.js';
import type { RedisClient } from '../../lib/redis-client.js';

/**
 * Which notifications each member has seen, by value id (docs/decisions.md, "The bell's read
 * state"): in Redis when REDIS_URL is set (every replica reads the same), in the primary's
 * memory for one machine's workers, in memory otherwise. Only ids still current are kept, so a
 * member's entry stays small; it lapses after the longest a notice can live.
 */
export interface NoticeReadStore {
  /** The ids the member has seen (none when the store cannot say: the bell counts them). */
  seen(valueId: string): Promise<Set<string>>;
  /** Replaces the member's seen ids. */
  save(valueId: string, ids: Iterable<string>): Promise<void>;
}

/** Keys are namespaced so the read state never meets the caches sharing the same Redis. */
const PREFIX = 'myvalue-notice-read:';
/** Past the 30-day mark of points and the 7 days a claim is listed. */
const TTL_MS = 45 * 24 * 60 * 60 * 1000;

interface KeyValue {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

export function createNoticeReadStore(redis: RedisClient | undefined): NoticeReadStore {
  const store: KeyValue = redis
    ? {
        get: (key) => redis.get(key),
        async set(key, value, ttlMs) {
          await redis.set(key, value, { expiration: { type: 'PX', value: ttlMs } });
        },
      }
    : (clusterSharedStore() ?? memoryKeyValue());
  return {
    async seen(valueId) {
      let stored: string | null | undefined;
      try {
        stored = await store.get(PREFIX + valueId);
      } catch {
        // Redis away: the bell counts everything rather than the page failing.
        return new Set();
      }
      if (!stored) return new Set();
      const ids: unknown = JSON.parse(stored);
      return new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []);
    },
    save: (valueId, ids) => store.set(PREFIX + valueId, JSON.stringify([...ids]), TTL_MS),
  };
}

/** One process without workers or Redis: its own memory, bounded. */
function memoryKeyValue(): KeyValue {
  const values = new LRUCache<string, string>({ max: 50_000 });
  return {
    get: async (key) => values.get(key),
    set: async (key, value, ttlMs) => {
      values.set(key, value, { ttl: ttlMs });
    },
  };
}
