import { Writable } from 'node:stream';
import { startUpstream, type Config as UpstreamConfig } from '@myvalue/upstream';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

/**
 * A gateway wired to a real reference upstream on a random port, for `app.inject` tests.
 * Server rendering is off unless asked for: it needs the client build.
 */
export async function startHarness(
  options: {
    ssr?: boolean;
    env?: Record<string, string>;
    upstream?: Partial<UpstreamConfig>;
  } = {},
) {
  // Every log line the upstream writes too: one request id follows a call across both.
  const upstreamLogLines: string[] = [];
  const upstream = await startUpstream(options.upstream, {
    logStream: linesInto(upstreamLogLines),
  });
  const config = loadConfig({
    CONTENT_API_URL: `${upstream.url}/content`,
    IDENTITY_API_URL: `${upstream.url}/identity`,
    SSO_URL: `${upstream.url}/sso`,
    STORAGE_URL: `${upstream.url}/storage`,
    LOG_LEVEL: 'info',
    // The sign-in return address the reference sign-on host accepts by default.
    PUBLIC_URL: 'http://localhost:8080',
    // Most tests watch upstream calls; the response cache has its own tests.
    RESPONSE_CACHE: 'off',
    ...options.env,
  });
  // Every log line the gateway writes, so tests can check what it never logs.
  const logLines: string[] = [];
  const app = await buildApp(config, {
    ssr: options.ssr ?? false,
    logger: { level: 'info', stream: linesInto(logLines) },
  });
  await app.ready();

  return {
    app,
    upstream,
    config,
    logLines,
    upstreamLogLines,
    async graphql(query: string, variables?: Record<string, unknown>, cookie?: string) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { query, variables },
      });
      return { status: response.statusCode, body: response.json(), response };
    },
    async upstreamRequests() {
      const response = await fetch(`${upstream.url}/__requests`);
      return (await response.json()) as Array<{
        method: string;
        path: string;
        status: number;
        requestId: string;
        aborted: boolean;
      }>;
    },
    async resetUpstreamLog() {
      await fetch(`${upstream.url}/__requests`, { method: 'DELETE' });
      await fetch(`${upstream.url}/__faults`, { method: 'DELETE' });
    },
    async injectFaults(rules: Array<Record<string, unknown>>) {
      await fetch(`${upstream.url}/__faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules }),
      });
    },
    async close() {
      await app.close();
      await upstream.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
