import { afterPress, isPressStart } from './press';

/** What counts as the visitor engaging with the page. */
export const FIRST_INPUT_EVENTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'pointermove',
  'keydown',
] as const;

/** The inputs that start a press: a touch, a pointer's button, a key. */
export const FIRST_PRESS_EVENTS = ['touchstart', 'pointerdown', 'keydown'] as const;

function onFirst(types: readonly string[], callback: () => void, target: EventTarget): void {
  const options = { capture: true, passive: true } as const;
  const start = (event: Event) => {
    for (const type of types) target.removeEventListener(type, start, options);
    if (isPressStart(event.type)) afterPress(event.type, target, callback);
    else callback();
  };
  for (const type of types) target.addEventListener(type, start, options);
}

/**
 * Runs `callback` once, after the visitor's first scroll, touch, pointer movement or key on
 * `target` (the window). When that input is a press, only once the press is over and its own
 * handlers have run: what starts then must not delay the answer to the visitor's first tap.
 */
export function onFirstInput(callback: () => void, target: EventTarget = window): void {
  onFirst(FIRST_INPUT_EVENTS, callback, target);
}

/**
 * Runs `callback` once the visitor's first press (a tap, a click, a key) on `target` is over and
 * its handlers have run; a scroll or a pointer's movement does not count. For work that would
 * otherwise land between a first scroll and the tap that follows it.
 */
export function onFirstPress(callback: () => void, target: EventTarget = window): void {
  onFirst(FIRST_PRESS_EVENTS, callback, target);
}
