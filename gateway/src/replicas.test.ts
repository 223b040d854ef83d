import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '@myvalue/upstream';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { madeBeforeAll } from '@myvalue/upstream/testing';
import { clientBuilt } from './test-support/harness.js';
import { freePort, hasRedisServer, useRedis } from './test-support/redis.js';
import { loginAtSignOnHost } from './test-support/sign-in.js';
import { withoutNonce } from './test-support/nonce.js';
import { upstreamEnv, upstreamHooks } from './test-support/upstream-hooks.js';

// Two gateway processes (not two apps in one process: nothing in memory may be what makes them
// agree) on one reference upstream, in the two shapes the gateway runs in: two replicas on one
// redis-server, as behind nginx, and one gateway's two workers (node's cluster) without Redis,
// as `npm start` runs it. They run the production build (npm test builds before it runs these;
// after changing the gateway by hand, build before running this file).
const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const built = clientBuilt && existsSync(join(gatewayDir, 'dist', 'server.js'));
const RATE_LIMIT = 5;
const METRICS_TOKEN = 'a-metrics-token-of-thirty-two-chars!';

interface Replica {
  url: string;
  child: ChildProcess;
  /** Its own connections: two workers on one address each get one of them. */
  connections: Agent;
}

/** A gateway process; with `WORKERS` above 1, its workers all listen before it is used. */
async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: gatewayDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const workers = Number(env.WORKERS);
  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      listening += chunk.toString().split('Site listening on').length - 1;
      if (listening >= workers) resolve();
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, connections: new Agent() };
}

function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    replica.child.once('exit', () => resolve());
    replica.child.kill('SIGTERM');
  });
}

// Every request comes from its own client address (forwarded, as nginx does) unless a test
// says otherwise, so the low per-address limit only bites where a test means it to.
let nextAddress = 0;
const freshAddress = () =>
  `198.51.${100 + Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

type Jar = Record<string, string>;

function keepCookies(jar: Jar, response: { headers: { getSetCookie(): string[] } }): Jar {
  const next = { ...jar };
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    if (value === '' || /max-age=0\b/i.test(line)) delete next[name];
    else next[name] = value;
  }
  return next;
}

const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

function request(
  replica: Replica,
  path: string,
  init: { method?: string; body?: unknown; jar?: Jar; from?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.from ?? freshAddress() };
  if (init.jar) headers.cookie = cookieHeader(init.jar);
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${replica.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
    dispatcher: replica.connections,
  });
}

const graphql = (replica: Replica, query: string, init: { jar?: Jar; from?: string } = {}) =>
  request(replica, '/graphql', { ...init, body: { query } });

/**
 * The two processes of a shape, as `a` and `b`. Two workers share one address: node hands
 * connections to them in turn, so requests one after another meet both.
 */
const SHAPES = [
  {
    name: 'two gateway replicas sharing one Redis',
    redis: true,
    start: (env: Record<string, string>) =>
      Promise.all([startReplica({ ...env, WORKERS: '1' }), startReplica({ ...env, WORKERS: '1' })]),
  },
  {
    name: 'one gateway’s two workers, without Redis',
    redis: false,
    async start(env: Record<string, string>): Promise<[Replica, Replica]> {
      const gateway = await startReplica({ ...env, WORKERS: '2' });
      // The same process through two connections of its own: node hands them to the two
      // workers in turn.
      return [gateway, { ...gateway, connections: new Agent() }];
    },
  },
];

describe.runIf(built).each(SHAPES.filter((shape) => !shape.redis || hasRedisServer()))(
  '$name',
  (shape) => {
    const redis = shape.redis ? useRedis() : null;
    // Access tokens shorter than the refresh threshold (60 s): every signed-in request refreshes.
    const upstream = madeBeforeAll(
      () => startUpstream({ accessTokenTtlSeconds: 30 }),
      (started) => started.close(),
    );
    const hooks = () => upstreamHooks(upstream.url);
    let a: Replica;
    let b: Replica;

    beforeAll(async () => {
      const env = {
        ...upstreamEnv(upstream.url),
        // The return address the reference sign-on host accepts by default.
        PUBLIC_URL: 'http://localhost:8080',
        ...(redis ? { REDIS_URL: redis.url } : {}),
        TRUST_PROXY: 'on',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        PAGE_CACHE_SECONDS: '60',
        RESPONSE_CACHE: 'on',
        METRICS_TOKEN,
      };
      [a, b] = await shape.start(env);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([stopReplica(a), b.child === a.child ? undefined : stopReplica(b)]);
    });
    beforeEach(() => hooks().reset());

    it('serves a visitor page rendered by one replica from the other', async () => {
      const first = await request(a, '/event');
      expect(first.status).toBe(200);
      expect(first.headers.get('x-page-cache')).toBe('miss');
      const firstBody = await first.text();
      await hooks().reset();

      const second = await request(b, '/event');
      expect(second.headers.get('x-page-cache')).toBe('hit');
      // The same page; only each response's CSP nonce differs.
      expect(withoutNonce(await second.text())).toBe(withoutNonce(firstBody));
      expect(await hooks().requests()).toEqual([]);
    });

    it('answers a public query cached by one replica from the other', async () => {
      const query = '{ categories(pageSize: 9) { items { slug } } }';
      const fromA = await (await graphql(a, query)).json();
      const fromB = await (await graphql(b, query)).json();
      expect(fromB).toEqual(fromA);
      expect(await hooks().calls('/content/v1/categories')).toHaveLength(1);
    });

    it('counts one address’s requests against one limit across both replicas', async () => {
      const from = '203.0.113.7';
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) {
        const response = await graphql(i % 2 === 0 ? a : b, '{ __typename }', { from });
        statuses.push(response.status);
      }
      expect(statuses).toEqual(Array(RATE_LIMIT).fill(200));
      const over = await graphql(b, '{ __typename }', { from });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      // Another address behind the same proxy is not held back.
      expect((await graphql(a, '{ __typename }')).status).toBe(200);
    });

    // Replicas are scraped one by one; one gateway's workers answer as one.
    it.runIf(!shape.redis)('answers /metrics for both workers together', async () => {
      const healthChecks = async (replica: Replica) => {
        const response = await fetch(`${replica.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          dispatcher: replica.connections,
        });
        expect(response.status).toBe(200);
        const line = (await response.text())
          .split('\n')
          .find((text) => /^http_requests_total\{.*route="\/healthz".*status="200"/.test(text));
        return Number(line?.split(' ').at(-1) ?? 0);
      };
      const before = await healthChecks(a);
      for (let i = 0; i < 6; i++)
        expect((await request(i % 2 === 0 ? a : b, '/healthz')).ok).toBe(true);
      expect((await healthChecks(b)) - before).toBe(6);
    });

    it('keeps a member signed in when parallel requests refresh through both replicas', async () => {
      const login = await request(a, '/webapi/auth/login');
      const back = await loginAtSignOnHost(login.headers.get('location')!);
      const returned = await request(b, `/redirect${back.search}`, {
        jar: keepCookies({}, login),
      });
      let jar = keepCookies({}, returned);
      expect(jar['refresh-token']).toBeTruthy();
      await hooks().reset();

      // The browser sends these at once with the same, expiring token pair.
      const viewer = '{ viewer { user { email } } }';
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => graphql(i % 2 === 0 ? a : b, viewer, { jar })),
      );
      for (const response of responses) {
        const body = (await response.json()) as { data: { viewer: { user: { email: string } } } };
        expect(body.data.viewer?.user.email).toBe('budi@contoh.id');
      }
      expect(await hooks().calls('/identity/v1/auth/token', 'POST')).toHaveLength(1);

      // Whichever answer the browser kept, the session goes on.
      jar = keepCookies(jar, responses[5]!);
      const next = await graphql(a, viewer, { jar });
      const nextBody = (await next.json()) as { data: { viewer: { user: { email: string } } } };
      expect(nextBody.data.viewer?.user.email).toBe('budi@contoh.id');
    });
  },
);
