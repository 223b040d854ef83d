import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase } from './test-database.js';

export const TEST_PUBLIC_URL = 'http://upstream.test';

export function testConfig(env: Record<string, string> = {}): Config {
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
