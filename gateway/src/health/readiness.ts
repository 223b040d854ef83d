import type { ProbeResult, UpstreamProbe } from './upstream-probe.js';

export interface ReadinessOptions {
  probe: UpstreamProbe;
  /** While not ready, how often a read of the state may start a new probe in the background. */
  recheckMs?: number;
  now?: () => number;
}

/**
 * Whether every upstream answers, as far as this gateway knows: `/readyz` reports it, and the
 * caches store nothing while it is false (a render made while an upstream is away or still
 * starting would be kept and handed to visitors). It turns false when a probe fails or an
 * upstream call cannot reach its host, and true again after a probe that succeeds.
 */
export function createReadiness({ probe, recheckMs = 1000, now = Date.now }: ReadinessOptions) {
  let ready = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<ProbeResult[]> | undefined;

  function check(): Promise<ProbeResult[]> {
    running ??= probe
      .check()
      .then((results) => {
        ready = results.every((result) => result.ok);
        checkedAt = now();
        return results;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    check,
    /** The state now; when false, a probe may start so that the next read can say true. */
    isReady(): boolean {
      if (!ready && !running && now() - checkedAt >= recheckMs) check().catch(() => undefined);
      return ready;
    },
    /** An upstream call failed: unreachable (or out of time) means not ready. */
    upstreamFailed(status: number): void {
      if (status === 0) ready = false;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
