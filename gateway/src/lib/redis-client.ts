import { Redis } from 'ioredis';

/**
 * The Redis connection a gateway holds for token-refresh locks across replicas (the caches
 * and the rate-limit counters keep theirs through Keyv's client). A command fails
 * after one retry instead of queueing for long while Redis is away: callers fall back
 * (refreshes run in-process, rate limits let the request through).
 */
export function createRedisClient(url: string, onError: (error: Error) => void = () => {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  // Without a listener ioredis prints every failed reconnect to stderr, outside the logs.
  redis.on('error', onError);
  return redis;
}
