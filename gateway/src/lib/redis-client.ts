import { createClient } from '@keyv/redis';

// Without the offline queue a command fails at once while Redis is away, instead of holding
// the request until it is back.
function newClient(url: string) {
  return createClient({ url, disableOfflineQueue: true });
}

export type RedisClient = ReturnType<typeof newClient>;

/** One connection to Redis for coordination across replicas, and how to close it. */
export interface SharedRedis {
  client: RedisClient;
  /** Settles once the first connection attempt did (Redis away: the client keeps retrying). */
  connected: Promise<void>;
  close(): Promise<void>;
}

/**
 * The connection a gateway holds for what its replicas coordinate through Redis: the rate-limit
 * counters and the token-refresh locks (the caches keep theirs inside Keyv). Node-redis, the
 * client Keyv's store brings, so the gateway speaks to Redis through one library. While Redis
 * is away commands fail at once and callers fall back (rate limits let the request through,
 * refreshes run in the process).
 */
export function createRedisClient(
  url: string,
  onError: (error: Error) => void = () => undefined,
): SharedRedis {
  const client = newClient(url);
  // Reconnects on its own; an error event without a listener would end the process.
  client.on('error', onError);
  const connected = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  void client.connect().catch(() => undefined);
  return {
    client,
    connected,
    async close() {
      // Still reconnecting (Redis away): nothing to flush, stop trying.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
