interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input, and resumes right after
 * (`scheduler.yield` keeps the continuation at the front of the queue; browsers without it get
 * a macrotask). Between start-up steps it splits one long task into shorter ones.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the current frame (a task after the next frame). A hidden
 * page runs no frames and the server has none: there it resolves at once, so nothing waits on a
 * paint that never comes.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
