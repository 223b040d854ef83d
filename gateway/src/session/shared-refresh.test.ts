import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRedisClient, type RedisClient, type SharedRedis } from '../lib/redis-client.js';
import { hasRedisServer, useRedis } from '../test-support/redis.js';
import type { TokenPayload } from '../upstream/identity-types.js';
import { createSharedRefresh, redisRefreshStore } from './shared-refresh.js';

const pair = (n: number): TokenPayload => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 60,
});

describe.runIf(hasRedisServer())('token refresh shared through Redis', () => {
  const redis = useRedis();
  const connections: SharedRedis[] = [];
  const client = async (): Promise<RedisClient> => {
    const created = createRedisClient(redis.url);
    connections.push(created);
    await created.connected;
    return created.client;
  };
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close().catch(() => undefined)));
  });

  it('lets one of two replicas refresh and hands its pair to the other', async () => {
    const options = { graceMs: 2000, lockMs: 5000 };
    const first = createSharedRefresh({ store: redisRefreshStore(await client()), ...options });
    const second = createSharedRefresh({ store: redisRefreshStore(await client()), ...options });
    let issued = 0;
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return pair(++issued);
    });
    const results = await Promise.all([
      first.run('same-token', refresh),
      second.run('same-token', refresh),
      second.run('same-token', refresh),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.refresh_token)).toEqual(['r1', 'r1', 'r1']);
    // No key names the token itself.
    const keys = await connections[0]!.client.keys('*');
    expect(keys.join(' ')).not.toContain('same-token');
  });

  it('uses the pair a replica stored just after this one looked, not the token again', async () => {
    const real = await client();
    const id = createHash('sha256').update('just-refreshed').digest('base64url');
    // The other replica finished between this one's read of the result and its lock: the
    // first read misses the pair, the lock is free again.
    await real.set(`myvalue-refresh:result:${id}`, JSON.stringify(pair(3)), {
      expiration: { type: 'PX', value: 2000 },
    });
    let reads = 0;
    const lateReader = new Proxy(real, {
      get(target, property, receiver) {
        if (property === 'get') {
          return async (key: string) => (reads++ === 0 ? null : target.get(key));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const shared = createSharedRefresh({
      store: redisRefreshStore(lateReader),
      graceMs: 2000,
      lockMs: 5000,
    });
    const refresh = vi.fn(async () => pair(4));
    expect((await shared.run('just-refreshed', refresh)).refresh_token).toBe('r3');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('takes over when the replica holding the lock died before answering', async () => {
    const shared = createSharedRefresh({
      store: redisRefreshStore(await client()),
      graceMs: 2000,
      lockMs: 200,
    });
    const id = createHash('sha256').update('orphaned').digest('base64url');
    await connections[0]!.client.set(`myvalue-refresh:lock:${id}`, 'dead-replica', {
      expiration: { type: 'PX', value: 200 },
    });
    const result = await shared.run('orphaned', async () => pair(7));
    expect(result.refresh_token).toBe('r7');
  });

  it('refreshes in-process when Redis cannot be reached', async () => {
    const unreachable = createRedisClient('redis://127.0.0.1:1');
    connections.push(unreachable);
    await unreachable.connected;
    const shared = createSharedRefresh({
      store: redisRefreshStore(unreachable.client),
      graceMs: 2000,
      lockMs: 5000,
    });
    const refresh = vi.fn(async () => pair(9));
    expect((await shared.run('any', refresh)).refresh_token).toBe('r9');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
