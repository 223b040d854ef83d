import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  startUpstream,
  type Config as UpstreamConfig,
  type LoggedRequest,
  type OutboxMessage,
  type RunningUpstream,
} from '@myvalue/upstream';
import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { madeBeforeAll } from '@myvalue/upstream/testing';
import { upstreamEnv, upstreamHooks, type FaultRules } from './upstream-hooks.js';

/** Server rendering needs the client build: `npm test` builds it before it runs these tests. */
export const clientBuilt = existsSync(join(loadConfig({}).clientDist, 'server', 'entry-server.js'));

export interface HarnessOptions {
  /** Server rendering; off unless asked for, as it needs the client build. */
  ssr?: boolean;
  /** The gateway's settings, over the harness's own. */
  env?: Record<string, string>;
  /** Settings of the reference upstream the harness starts. */
  upstream?: Partial<UpstreamConfig>;
  /** Point at this harness's upstream instead of starting one (replicas of one site). */
  upstreamOf?: Harness;
  /** The https agent the reminder job reaches a test's push service with (push-service.ts). */
  pushAgent?: BuildAppOptions['pushAgent'];
}

export interface Harness {
  app: FastifyInstance;
  upstream: RunningUpstream;
  config: Config;
  /** Every line the gateway logged, so tests can check what it never logs. */
  logLines: string[];
  /** Every line the upstream logged: one request id follows a call across both. */
  upstreamLogLines: string[];
  /** POST /graphql, as a member when given their session cookie. */
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): ReturnType<typeof postGraphql>;
  /** The calls the upstream received since the last reset. */
  upstreamRequests(): Promise<LoggedRequest[]>;
  /** Those calls to `path` (without its query) made with `method`. */
  calls(path: string, method?: string): Promise<LoggedRequest[]>;
  /** Forgets the upstream's calls and clears its faults. */
  resetUpstreamLog(): Promise<void>;
  injectFaults(rules: FaultRules): Promise<void>;
  /** The messages (one-time codes) the upstream has sent. */
  outbox(): Promise<OutboxMessage[]>;
  /** Closes the gateway, and the upstream when the harness started it. */
  close(): Promise<void>;
}

/** The answer's body as parsed JSON, untyped: each test reads its own query's shape. */
async function postGraphql(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  cookie?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json(), response };
}

function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

async function startOwnUpstream(options: Partial<UpstreamConfig> = {}) {
  const logLines: string[] = [];
  const upstream = await startUpstream(options, { logStream: linesInto(logLines) });
  return { upstream, logLines };
}

/**
 * A gateway wired to a real reference upstream on a random port, for `app.inject` tests.
 * Test files take theirs through `useHarness`; this starts one on the spot.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const own = options.upstreamOf ? undefined : await startOwnUpstream(options.upstream);
  const upstream = options.upstreamOf?.upstream ?? own!.upstream;
  const upstreamLogLines = options.upstreamOf?.upstreamLogLines ?? own!.logLines;
  const config = loadConfig({
    ...upstreamEnv(upstream.url),
    LOG_LEVEL: 'info',
    // The sign-in return address the reference sign-on host accepts by default.
    PUBLIC_URL: 'http://localhost:8080',
    // Most tests watch upstream calls; the response cache has its own tests.
    RESPONSE_CACHE: 'off',
    ...options.env,
  });
  const logLines: string[] = [];
  const app = await buildApp(config, {
    ssr: options.ssr ?? false,
    logger: { level: 'info', stream: linesInto(logLines) },
    pushAgent: options.pushAgent,
  });
  await app.ready();
  const hooks = upstreamHooks(upstream.url);

  return {
    app,
    upstream,
    config,
    logLines,
    upstreamLogLines,
    graphql: (query, variables, cookie) => postGraphql(app, query, variables, cookie),
    upstreamRequests: hooks.requests,
    calls: hooks.calls,
    resetUpstreamLog: hooks.reset,
    injectFaults: hooks.injectFaults,
    outbox: hooks.outbox,
    async close() {
      await app.close();
      await own?.upstream.close();
    },
  };
}

/**
 * One harness for the tests of this file (or `describe` block): started before them, closed
 * after them, and before each test the upstream's call log emptied and its faults cleared.
 * Options that depend on something made before it (a port, a file) can come from a function,
 * called when the harness starts.
 */
export function useHarness(options: HarnessOptions | (() => HarnessOptions) = {}): Harness {
  const harness = madeBeforeAll(
    () => startHarness(typeof options === 'function' ? options() : options),
    (started) => started.close(),
  );
  beforeEach(() => harness.resetUpstreamLog());
  return harness;
}
