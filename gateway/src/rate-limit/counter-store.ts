import { clusterSharedStore, type SharedStore } from '../cluster/shared-store.js';
import type { RedisClient } from '../lib/redis-client.js';

/** One action counted: how many in the key's current window, and when that window ends. */
interface Hit {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters, the one mechanism behind every rate limit of the gateway: the
 * per-address request ceiling, the sign-in start and each limited mutation. In Redis when
 * REDIS_URL is set, so every replica counts into the same window; in the primary's memory for
 * one machine's workers; in memory otherwise.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Keys are namespaced so the counters never meet the caches sharing the same Redis. */
const PREFIX = 'myvalue-rate:';

export function createCounterStore(redis: RedisClient | undefined): CounterStore {
  if (redis) return createRedisCounterStore(redis);
  const shared = clusterSharedStore();
  return shared ? createSharedCounterStore(shared) : createMemoryCounterStore();
}

/** The counters of one machine's workers, kept by the primary (cluster/shared-store.ts). */
function createSharedCounterStore(store: SharedStore): CounterStore {
  return {
    hit: (key, windowMs) => store.hit(PREFIX + key, windowMs),
    async close() {},
  };
}

function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      // Forget ended windows now and then, so one-off addresses do not pile up.
      if (at >= nextSweep) {
        for (const [stored, window] of windows) if (window.endsAt <= at) windows.delete(stored);
        nextSweep = at + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the window's expiry in one step: two replicas never both start the same window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Counters on the gateway's Redis connection (lib/redis-client.ts), which its owner closes. */
function createRedisCounterStore(client: RedisClient): CounterStore {
  return {
    async hit(key, windowMs) {
      if (!client.isReady) throw new Error('The rate limit counters (Redis) are not reachable');
      const [count, ttl] = (await client.eval(HIT_SCRIPT, {
        keys: [PREFIX + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count, resetInMs: ttl };
    },
    async close() {},
  };
}
