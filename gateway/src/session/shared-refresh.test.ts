import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisClient } from '../lib/redis-client.js';
import { hasRedisServer, startRedis } from '../test-support/redis.js';
import type { TokenPayload } from '../upstream/identity-types.js';
import { createSharedRefresh } from './shared-refresh.js';

const pair = (n: number): TokenPayload => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 60,
});

describe.runIf(hasRedisServer())('token refresh shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const clients: Redis[] = [];
  const client = () => {
    const created = createRedisClient(redis.url);
    clients.push(created);
    return created;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    await redis?.close();
  });

  it('lets one of two replicas refresh and hands its pair to the other', async () => {
    const options = { graceMs: 2000, lockMs: 5000 };
    const first = createSharedRefresh({ redis: client(), ...options });
    const second = createSharedRefresh({ redis: client(), ...options });
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
    const keys = await clients[0]!.keys('*');
    expect(keys.join(' ')).not.toContain('same-token');
  });

  it('takes over when the replica holding the lock died before answering', async () => {
    const shared = createSharedRefresh({ redis: client(), graceMs: 2000, lockMs: 200 });
    const id = createHash('sha256').update('orphaned').digest('base64url');
    await clients[0]!.set(`myvalue-refresh:lock:${id}`, 'dead-replica', 'PX', 200);
    const result = await shared.run('orphaned', async () => pair(7));
    expect(result.refresh_token).toBe('r7');
  });

  it('refreshes in-process when Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    }).on('error', () => {});
    const shared = createSharedRefresh({ redis: unreachable, graceMs: 2000, lockMs: 5000 });
    const refresh = vi.fn(async () => pair(9));
    expect((await shared.run('any', refresh)).refresh_token).toBe('r9');
    expect(refresh).toHaveBeenCalledTimes(1);
    unreachable.disconnect();
  });
});
