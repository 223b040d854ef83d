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
 * Runs `callback` once, at the visitor's first scroll, touch, pointer movement or key on `target`
 * (the window).
 */
export function onFirstInput(callback: () => void, target: EventTarget = window): void {
  const options = { capture: true, passive: true } as const;
  const start = () => {
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, start, options);
    callback();
  };
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, start, options);
}
