export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * Runs `callback` when the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs` when given), or shortly after on browsers without it.
 */
export function whenIdle(callback: (deadline: IdleDeadlineLike) => void, timeoutMs?: number) {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(callback, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  } else {
    setTimeout(() => callback({ timeRemaining: () => 10 }), 200);
  }
}

/** Runs `callback` once the page has loaded (its `load` event), or now if it has. */
export function whenLoaded(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', () => callback(), { once: true });
}
