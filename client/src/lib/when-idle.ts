export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * Runs `callback` when the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs` when given), or shortly after on browsers without it.
 */
export function whenIdle(callback: (deadline: IdleDeadlineLike) => void, timeoutMs?: number) {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(
      callback,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
  } else {
    setTimeout(() => callback({ timeRemaining: () => 10 }), 200);
  }
}
