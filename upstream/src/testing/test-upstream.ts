import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app.js';
import { loadConfig, type Config } from '../config.js';

export const TEST_PUBLIC_URL = 'http://upstream.test';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    UPSTREAM_DATA_DIR: 'memory',
    UPSTREAM_LOG_LEVEL: 'silent',
    UPSTREAM_PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  });
}

/** An in-memory upstream for `app.inject`; build one per test file, it takes a moment. */
export function buildTestUpstream(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildUpstream(testConfig(env));
}
