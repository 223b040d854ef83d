import {
  EARLY_EVENTS_GLOBAL,
  EARLY_PRESS_ATTRIBUTE,
  type EarlyEvents,
  type EarlyPress,
} from './capture';

function earlyEvents(): EarlyEvents | undefined {
  return (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
}

/**
 * Called as React starts hydrating: from here on React answers presses and submits itself (a
 * press on a part not yet hydrated hydrates it first), so the capture stops recording them. Key
 * shortcuts are still recorded: their listeners start with the page's effects.
 */
export function handOverPressesToReact() {
  const state = earlyEvents();
  if (state && state.phase === 'recording') state.phase = 'hydrating';
}

/** Once the page has hydrated: each recorded press, in order, on its control, now live. */
export function replayEarlyEvents() {
  const state = earlyEvents();
  if (!state) return;
  state.phase = 'live';
  for (const press of state.presses.splice(0)) replay(state, press);
}

/** The pressed control, or the one drawn in its place; none when that one is disabled. */
function liveControl(state: EarlyEvents, press: Extract<EarlyPress, { kind: 'click' }>) {
  if (press.control.isConnected) return press.control;
  const counterpart = state.namesakes(press.control)[press.index];
  // Disabled, it says why the press could not succeed (a member's claim limit reached).
  return counterpart && !counterpart.matches(':disabled') ? counterpart : null;
}

function replay(state: EarlyEvents, press: EarlyPress) {
  switch (press.kind) {
    case 'click': {
      const control = liveControl(state, press);
      press.control.removeAttribute(EARLY_PRESS_ATTRIBUTE);
      control?.removeAttribute(EARLY_PRESS_ATTRIBUTE);
      control?.click();
      return;
    }
    case 'submit': {
      const { form, submitter } = press;
      (submitter ?? form).removeAttribute(EARLY_PRESS_ATTRIBUTE);
      if (!form.isConnected) return;
      form.requestSubmit(
        submitter?.isConnected && submitter.closest('form') === form ? submitter : null,
      );
      return;
    }
    case 'key': {
      const target =
        press.target instanceof Node && press.target.isConnected ? press.target : document.body;
      target.dispatchEvent(
        new KeyboardEvent('keydown', { ...press.init, bubbles: true, cancelable: true }),
      );
      return;
    }
  }
}
