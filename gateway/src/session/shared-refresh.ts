import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisClient } from '../lib/redis-client.js';
import { sharedKeyValue } from '../lib/shared-key-value.js';
import type { TokenPayload } from '../upstream/identity-types.js';

/**
 * Runs one refresh per refresh token across every process sharing a store (the replicas'
 * Redis, or the primary of one machine's workers): the first to take the token's lock calls the
 * identity API and leaves the new pair under the token for the grace period; the others poll
 * for that pair instead of presenting the token again, which the identity API would treat as
 * reuse and end the session.
 */
export interface SharedRefresh {
  run(refreshToken: string, refresh: () => Promise<TokenPayload>): Promise<TokenPayload>;
}

/** The four operations the coordination needs, from Redis or the workers' shared store. */
export interface RefreshStore {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** A lock: true when this call took it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Lets a lock go, only while it is still `value`'s. */
  deleteIfEquals(key: string, value: string): Promise<void>;
}

/** The coordination on the gateway's Redis connection: the shared store's own operations. */
export function redisRefreshStore(redis: RedisClient): RefreshStore {
  return sharedKeyValue(redis);
}

export interface SharedRefreshOptions {
  store: RefreshStore;
  /** How long the new pair stays available to the others (ms). */
  graceMs: number;
  /** How long a lock outlives a replica that died mid-refresh: past the upstream timeout. */
  lockMs: number;
  pollMs?: number;
}

const PREFIX = 'myvalue-refresh:';

class SharedRefreshWaitError extends Error {
  constructor() {
    super('Another replica held the refresh lock past its lifetime');
    this.name = 'SharedRefreshWaitError';
  }
}

export function createSharedRefresh({
  store,
  graceMs,
  lockMs,
  pollMs = 25,
}: SharedRefreshOptions): SharedRefresh {
  async function coordinated(
    refreshToken: string,
    refresh: () => Promise<TokenPayload>,
    started: { value: boolean },
  ): Promise<TokenPayload> {
    // Keys name a hash of the token, so a Redis dump does not hand out refresh tokens.
    const id = createHash('sha256').update(refreshToken).digest('base64url');
    const resultKey = `${PREFIX}result:${id}`;
    const lockKey = `${PREFIX}lock:${id}`;
    const owner = randomUUID();
    // Two lock lifetimes: the holder finished or died, and then one of us took over.
    const deadline = Date.now() + 2 * lockMs;
    for (;;) {
      const stored = await store.get(resultKey);
      if (stored) return JSON.parse(stored) as TokenPayload;
      if (await store.setIfAbsent(lockKey, owner, lockMs)) {
        started.value = true;
        try {
          // The holder may have stored its pair and let go between our read above and our lock:
          // presenting the token again would be reuse, and the identity API ends the session.
          const storedMeanwhile = await store.get(resultKey);
          if (storedMeanwhile) return JSON.parse(storedMeanwhile) as TokenPayload;
          const payload = await refresh();
          if (graceMs > 0) {
            await store.set(resultKey, JSON.stringify(payload), graceMs).catch(() => {});
          }
          return payload;
        } finally {
          await store.deleteIfEquals(lockKey, owner).catch(() => {});
        }
      }
      if (Date.now() > deadline) throw new SharedRefreshWaitError();
      await sleep(pollMs);
    }
  }

  return {
    async run(refreshToken, refresh) {
      const started = { value: false };
      try {
        return await coordinated(refreshToken, refresh, started);
      } catch (error) {
        // The store unreachable before this process refreshed: refresh here, as one would.
        if (!started.value && !(error instanceof SharedRefreshWaitError)) return refresh();
        throw error;
      }
    },
  };
}
