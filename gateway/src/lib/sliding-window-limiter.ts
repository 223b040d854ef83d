/**
 * Allows `max` actions per key (a client address) in any `windowMs`. In memory, one process:
 * with several replicas each counts its own (see docs/decisions.md).
 */
export function createSlidingWindowLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const { max, windowMs } = options;
  const now = options.now ?? Date.now;
  const times = new Map<string, number[]>();
  let lastSweep = now();

  /** Forgets keys whose actions are all out of the window, so the map stays small. */
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, list] of times) {
      if (list.every((time) => at - time >= windowMs)) times.delete(key);
    }
  }

  return {
    /** Counts one action for `key`; false (and not counted) when the key is over the limit. */
    take(key: string): boolean {
      const at = now();
      sweep(at);
      const recent = (times.get(key) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= max) {
        times.set(key, recent);
        return false;
      }
      recent.push(at);
      times.set(key, recent);
      return true;
    },
  };
}

export type SlidingWindowLimiter = ReturnType<typeof createSlidingWindowLimiter>;
