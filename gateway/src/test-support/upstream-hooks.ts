import type { FaultRule, LoggedRequest, OutboxMessage } from '@myvalue/upstream';

/** The gateway's settings that point it at a reference upstream running at `url`. */
export function upstreamEnv(url: string): Record<string, string> {
  return {
    CONTENT_API_URL: `${url}/content`,
    IDENTITY_API_URL: `${url}/identity`,
    SSO_URL: `${url}/sso`,
    STORAGE_URL: `${url}/storage`,
  };
}

/** Fault rules as `PUT /__faults` takes them (upstream/README.md, "Test hooks"). */
export type FaultRules = Array<Partial<FaultRule>>;

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/**
 * The reference upstream's test hooks (upstream/README.md, "Test hooks"), over HTTP as the
 * gateway reaches the upstream itself.
 */
export function upstreamHooks(url: string) {
  return {
    /** The calls the upstream received since the last `reset`, in order of arrival. */
    requests: () => getJson<LoggedRequest[]>(`${url}/__requests`),
    /** Those calls to `path` (without its query) made with `method`. */
    async calls(path: string, method = 'GET') {
      const requests = await getJson<LoggedRequest[]>(`${url}/__requests`);
      return requests.filter((call) => call.path === path && call.method === method);
    },
    /** Forgets the calls received and clears every fault. */
    async reset() {
      await fetch(`${url}/__requests`, { method: 'DELETE' });
      await fetch(`${url}/__faults`, { method: 'DELETE' });
    },
    async injectFaults(rules: FaultRules) {
      await fetch(`${url}/__faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules }),
      });
    },
    /** The one-time codes and messages the upstream has "sent". */
    outbox: () => getJson<OutboxMessage[]>(`${url}/__outbox`),
  };
}
