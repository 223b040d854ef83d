import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildUpstream } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/db.js';
import { madeBeforeAll } from './made-before-all.js';
import { createTestDatabase } from './test-database.js';

export const TEST_PUBLIC_URL = 'http://upstream.test';

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    UPSTREAM_DATA_DIR: 'memory',
    UPSTREAM_LOG_LEVEL: 'silent',
    UPSTREAM_PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  });
}

/**
 * An in-memory upstream for `app.inject`; build one per test file, it takes a moment. With
 * UPSTREAM_TEST_DATABASE_URL (CI's second run of this suite) it gets a fresh database on that
 * PostgreSQL server instead.
 */
export async function buildTestUpstream(
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const server = process.env.UPSTREAM_TEST_DATABASE_URL;
  const database: Record<string, string> = server
    ? { DATABASE_URL: await createTestDatabase(server) }
    : {};
  return buildUpstream(testConfig({ ...database, ...env }));
}

/** Who calls a route: a signed-in member's headers (`useSignedIn`), or any headers. */
interface CallOptions {
  as?: { headers: Record<string, string> };
  headers?: Record<string, string>;
  /** A JSON body, or a string as it is. */
  payload?: unknown;
}

/**
 * The answer's body parsed when it is JSON, else its text (null when empty); untyped: each
 * test reads its own.
 */
async function callRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { as, headers, payload }: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...as?.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  const json = String(response.headers['content-type']).includes('json');
  return { status: response.statusCode, body: json ? response.json() : response.body || null };
}

export interface TestUpstream {
  app: FastifyInstance;
  db: Db;
  /** One call of a route, answered with its status and parsed body. */
  call(
    method: Parameters<typeof callRoute>[1],
    url: string,
    options?: CallOptions,
  ): ReturnType<typeof callRoute>;
  get(url: string, options?: CallOptions): ReturnType<typeof callRoute>;
}

/**
 * One test upstream (`buildTestUpstream`) for the tests of this file or `describe` block:
 * built before them, closed after them.
 */
export function useTestUpstream(env: Record<string, string> = {}): TestUpstream {
  return madeBeforeAll(
    async () => {
      const app = await buildTestUpstream(env);
      return {
        app,
        db: app.upstream.db,
        call: (method, url, options) => callRoute(app, method, url, options),
        get: (url, options) => callRoute(app, 'GET', url, options),
      };
    },
    (upstream) => upstream.app.close(),
  );
}
