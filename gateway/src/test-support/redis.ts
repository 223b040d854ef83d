import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { madeBeforeAll } from '@myvalue/upstream/testing';

const redisServerPath = process.env.REDIS_SERVER_PATH ?? 'redis-server';

export function hasRedisServer(): boolean {
  return spawnSync(redisServerPath, ['--version']).status === 0;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away Redis on loopback, without persistence, for the shared-cache tests. */
async function startRedis() {
  const port = await freePort();
  const child = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    // A test may stop it early (Redis going away); closing it again is then nothing to do.
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One throw-away Redis for the tests of this file or `describe` block. */
export function useRedis() {
  return madeBeforeAll(startRedis, (redis) => redis.close());
}
