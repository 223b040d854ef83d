import { startUpstream } from '@myvalue/upstream';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * A gateway wired to a real reference upstream on a random port, for `app.inject` tests.
 * Server rendering is off unless asked for: it needs the client build.
 */
export async function startHarness(options: { ssr?: boolean; env?: Record<string, string> } = {}) {
  const upstream = await startUpstream();
  const config = loadConfig({
    CONTENT_API_URL: `${upstream.url}/content`,
    IDENTITY_API_URL: `${upstream.url}/identity`,
    SSO_URL: `${upstream.url}/sso`,
    STORAGE_URL: `${upstream.url}/storage`,
    LOG_LEVEL: 'silent',
    // Most tests watch upstream calls; the response cache has its own tests.
    RESPONSE_CACHE: 'off',
    ...options.env,
  });
  const app = await buildApp(config, { ssr: options.ssr ?? false });
  await app.ready();

  return {
    app,
    upstream,
    config,
    async graphql(query: string, variables?: Record<string, unknown>) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query, variables },
      });
      return { status: response.statusCode, body: response.json() };
    },
    async upstreamRequests() {
      const response = await fetch(`${upstream.url}/__requests`);
      return (await response.json()) as Array<{ method: string; path: string; status: number }>;
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
