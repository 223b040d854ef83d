import { Agent, request } from 'undici';

/** One upstream's answer to a probe. */
export interface ProbeResult {
  name: string;
  /** Any status below 500: the upstream is there and answering. */
  ok: boolean;
  /** `ok`, `status 503`, or why it could not be reached. */
  state: string;
  /** Time to the answer (or to the failure). */
  responseTimeMs: number;
  checkedAt: Date;
}

export interface UpstreamProbeOptions {
  /** Addresses whose answer (any status below 500) shows an upstream is reachable. */
  probes: Record<string, string>;
  timeoutMs: number;
}

/**
 * Asks each upstream whether it answers: `/readyz` and the `serviceHealth` query (the /health
 * page) both use this one implementation.
 */
export function createUpstreamProbe({ probes, timeoutMs }: UpstreamProbeOptions) {
  // Its own pool, without the retry rule: a probe should report a failure, not hide it.
  const dispatcher = new Agent({ keepAliveTimeout: 10_000 });

  async function probe(name: string, url: string): Promise<ProbeResult> {
    const checkedAt = new Date();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await request(url, {
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await response.body.dump();
      const ok = response.statusCode < 500;
      return {
        name,
        ok,
        state: ok ? 'ok' : `status ${response.statusCode}`,
        responseTimeMs: elapsed(),
        checkedAt,
      };
    } catch (error) {
      return {
        name,
        ok: false,
        state: error instanceof Error ? error.message : 'unreachable',
        responseTimeMs: elapsed(),
        checkedAt,
      };
    }
  }

  return {
    /** Every upstream at once, in the order of `probes`. */
    check(): Promise<ProbeResult[]> {
      return Promise.all(Object.entries(probes).map(([name, url]) => probe(name, url)));
    },
    close: () => dispatcher.close(),
  };
}

export type UpstreamProbe = ReturnType<typeof createUpstreamProbe>;
