import { watchPresses, type Presses } from './press';

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Only in a browser (there are no presses elsewhere), from the first idle work on. */
let presses: Presses | undefined;
const noPresses: Presses = { underWay: () => false, whenNoPress: (callback) => callback() };

/**
 * Runs `callback` when the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs` when given), or shortly after on browsers without it. Never while the visitor is
 * pressing something: a tap's click comes a task after its touch ends, the browser counts the
 * moment between as idle, and the idle work (a preload, a module's evaluation) that ran there
 * delayed the click's answer on a slow phone. Such work waits for the press to be over.
 */
export function whenIdle(callback: (deadline: IdleDeadlineLike) => void, timeoutMs?: number) {
  const tracker = (presses ??= typeof window === 'undefined' ? noPresses : watchPresses(window));
  const run = (deadline: IdleDeadlineLike) => {
    if (!tracker.underWay()) callback(deadline);
    // After the press, this idle period is over: the work waits for the next one.
    else tracker.whenNoPress(() => whenIdle(callback, timeoutMs));
  };
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  } else {
    setTimeout(() => run({ timeRemaining: () => 10 }), 200);
  }
}

/** Runs `callback` once the page has loaded (its `load` event), or now if it has. */
export function whenLoaded(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', () => callback(), { once: true });
}
