import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisClient } from '../lib/redis-client.js';
import type { TokenPayload } from '../upstream/identity-types.js';

/**
 * Runs one refresh per refresh token across every replica sharing a Redis: the first to take
 * the token's lock (SET NX PX) calls the identity API and leaves the new pair under the token
 * for the grace period; the others poll for that pair instead of presenting the token again,
 * which the identity API would treat as reuse and end the session.
 */
export interface SharedRefresh {
  run(refreshToken: string, refresh: () => Promise<TokenPayload>): Promise<TokenPayload>;
}

export interface SharedRefreshOptions {
  redis: RedisClient;
  /** How long the new pair stays available to the others (ms). */
  graceMs: number;
  /** How long a lock outlives a replica that died mid-refresh: past the upstream timeout. */
  lockMs: number;
  pollMs?: number;
}

const PREFIX = 'myvalue-refresh:';

// Deletes the lock only while it is still ours: after it expired another replica may hold it.
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

class SharedRefreshWaitError extends Error {
  constructor() {
    super('Another replica held the refresh lock past its lifetime');
    this.name = 'SharedRefreshWaitError';
  }
}

export function createSharedRefresh({
  redis,
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
      const stored = await redis.get(resultKey);
      if (stored) return JSON.parse(stored) as TokenPayload;
      const locked = await redis.set(lockKey, owner, {
        expiration: { type: 'PX', value: lockMs },
        condition: 'NX',
      });
      if (locked === 'OK') {
        started.value = true;
        try {
          // The holder may have stored its pair and let go between our read above and our lock:
          // presenting the token again would be reuse, and the identity API ends the session.
          const storedMeanwhile = await redis.get(resultKey);
          if (storedMeanwhile) return JSON.parse(storedMeanwhile) as TokenPayload;
          const payload = await refresh();
          if (graceMs > 0) {
            await redis
              .set(resultKey, JSON.stringify(payload), {
                expiration: { type: 'PX', value: graceMs },
              })
              .catch(() => {});
          }
          return payload;
        } finally {
          await redis.eval(RELEASE, { keys: [lockKey], arguments: [owner] }).catch(() => {});
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
        // Redis unreachable before this replica refreshed: refresh here, as one process would.
        if (!started.value && !(error instanceof SharedRefreshWaitError)) return refresh();
        throw error;
      }
    },
  };
}
