import type { WindowLimit } from '../config.js';
import { metrics } from '../observability/metrics.js';
import type { CounterStore } from './counter-store.js';
import { retryAfterSeconds } from './message.js';

export type Take = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * One named limit (`otp-request`, `claim`…) over the shared counters. Every attempt counts,
 * the refused ones too: hammering a closed door keeps it closed until the window ends.
 */
export function createActionLimiter(counters: CounterStore, name: string, limit: WindowLimit) {
  return {
    name,
    limit,
    async take(key: string): Promise<Take> {
      let hit;
      try {
        hit = await counters.hit(`${name}:${key}`, limit.windowMs);
      } catch {
        // Counters unreachable (Redis down): the site keeps working unlimited rather than not
        // at all; the upstream still locks an OTP after its own failed attempts.
        return { allowed: true };
      }
      if (hit.count <= limit.max) return { allowed: true };
      metrics.rateLimited.inc({ limit: name });
      return { allowed: false, retryAfter: retryAfterSeconds(hit.resetInMs) };
    },
  };
}

export type ActionLimiter = ReturnType<typeof createActionLimiter>;
