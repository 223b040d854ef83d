import type { FastifyInstance } from 'fastify';
import { buildUpstream, type BuildOptions } from './app.js';
import { loadConfig, type Config } from './config.js';

export { buildUpstream, type BuildOptions } from './app.js';
export { ConfigError, loadConfig, type Config } from './config.js';
export type { Upstream } from './context.js';
export type { ErrorBody } from './http/errors.js';
export type { Page } from './http/paging.js';
export type { FaultRule } from './test-hooks/faults.js';
export type { LoggedRequest } from './test-hooks/request-log.js';
export type { OutboxMessage, OutgoingMessage } from './test-hooks/outbox.js';

export interface RunningUpstream {
  /** Base URL, e.g. `http://127.0.0.1:54321`; the content API is at `${url}/content`. */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts a throw-away upstream for tests: in-memory database, 127.0.0.1, a free port, test
 * hooks on, logging off. `overrides` replace any of those settings.
 */
export async function startUpstream(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<RunningUpstream> {
  const config: Config = {
    ...loadConfig({ UPSTREAM_DATA_DIR: 'memory', UPSTREAM_LOG_LEVEL: 'silent' }),
    port: 0,
    ...overrides,
  };
  const app = await buildUpstream(config, options);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    await app.close();
    throw new Error('Upstream is not listening on a TCP port');
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  // Links and image URLs must point at the port actually chosen, unless the caller fixed them.
  if (overrides.publicUrl === undefined) app.upstream.publicUrl.rebase(url);
  return { url, app, close: () => app.close() };
}
