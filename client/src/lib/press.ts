/** The events that start a press, and the first of those that end it. */
const PRESS_ENDS = {
  // A tap's click, or a touch that became a scroll.
  touchstart: ['click', 'touchcancel', 'pointercancel'],
  pointerdown: ['click', 'pointercancel'],
  keydown: ['keyup'],
} as const;

type PressStart = keyof typeof PRESS_ENDS;

/** A press that never ends in one of those (a long press, a drag) counts as over then. */
const PRESS_MAX_MS = 1000;

const listening = { capture: true, passive: true } as const;

export function isPressStart(type: string): type is PressStart {
  return type in PRESS_ENDS;
}

/**
 * Runs `callback` once the press that `start` began on `target` is over, after the handlers of
 * the event that ended it (these listeners capture, so they run first; the callback waits a
 * task): what starts then must not delay the answer to the press.
 */
export function afterPress(start: PressStart, target: EventTarget, callback: () => void): void {
  const ends = PRESS_ENDS[start];
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of ends) target.removeEventListener(type, finish, listening);
    setTimeout(callback);
  };
  for (const type of ends) target.addEventListener(type, finish, listening);
  const timer = setTimeout(finish, PRESS_MAX_MS);
}

export interface Presses {
  /** Whether a press has started and is not over yet. */
  underWay(): boolean;
  /** Runs `callback` now when no press is under way, else once the presses under way are over. */
  whenNoPress(callback: () => void): void;
}

/**
 * Follows the presses (taps, clicks, keys) on `target`, from their start to their end (see
 * `afterPress`).
 */
export function watchPresses(target: EventTarget): Presses {
  let under = 0;
  let waiting: Array<() => void> = [];
  const start = (event: Event) => {
    if (!isPressStart(event.type)) return;
    under += 1;
    afterPress(event.type, target, () => {
      under -= 1;
      if (under > 0) return;
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    });
  };
  for (const type of Object.keys(PRESS_ENDS)) target.addEventListener(type, start, listening);
  return {
    underWay: () => under > 0,
    whenNoPress(callback) {
      if (under === 0) callback();
      else waiting.push(callback);
    },
  };
}
