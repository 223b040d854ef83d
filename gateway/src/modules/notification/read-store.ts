import type { RedisClient } from '../../lib/redis-client.js';
import { sharedKeyValue } from '../../lib/shared-key-value.js';

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

export function createNoticeReadStore(redis: RedisClient | undefined): NoticeReadStore {
  const store = sharedKeyValue(redis);
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
