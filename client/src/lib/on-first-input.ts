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

/**
 * Runs `callback` once, after the visitor's first scroll, touch, pointer movement or key on
 * `target` (the window). When that input is a press, only once the press is over and its own
 * handlers have run: what starts then must not delay the answer to the visitor's first tap.
 */
export function onFirstInput(callback: () => void, target: EventTarget = window): void {
  const options = { capture: true, passive: true } as const;
  const start = (event: Event) => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, options);
    if (isPressStart(event.type)) afterPress(event.type, target, callback);
    else callback();
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, options);
}
