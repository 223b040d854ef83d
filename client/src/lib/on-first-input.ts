/** What counts as the visitor engaging with the page. */
export const FIRST_INPUT_EVENTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'pointermove',
  'keydown',
] as const;

/** A press is over at the first of these (a tap's click, a key's release, a drag's cancel). */
const PRESS_ENDS: Partial<Record<(typeof FIRST_INPUT_EVENTS)[number], readonly string[]>> = {
  touchstart: ['click', 'touchcancel', 'pointercancel'],
  pointerdown: ['click', 'pointercancel'],
  keydown: ['keyup'],
};

/** A press that never ends in one of those (a tap that became a scroll) counts as over then. */
const PRESS_MAX_MS = 1000;

/**
 * Runs `callback` once, after the visitor's first scroll, touch, pointer movement or key on
 * `target` (the window). When that input is a press, only once the press is over and its own
 * handlers have run: what starts then must not delay the answer to the visitor's first tap.
 */
export function onFirstInput(callback: () => void, target: EventTarget = window): void {
  const options = { capture: true, passive: true } as const;
  const start = (event: Event) => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, options);
    const ends = PRESS_ENDS[event.type as keyof typeof PRESS_ENDS];
    if (!ends) {
      callback();
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const type of ends) target.removeEventListener(type, finish, options);
      // After the handlers of the event that ended the press (these listeners capture first).
      setTimeout(callback);
    };
    for (const type of ends) target.addEventListener(type, finish, options);
    setTimeout(finish, PRESS_MAX_MS);
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, options);
}
