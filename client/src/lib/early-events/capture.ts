/** On a sign-in link, where the member should come back to when it is not the current page. */
export const LOGIN_RETURN_ATTRIBUTE = 'data-login-return';

/** On a control pressed before the page's code ran, until the press is replayed (its look). */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/**
 * On a `FallbackForm`: a GET form around a button whose work needs code, there for a browser
 * without JavaScript. With JavaScript the press is the button's, recorded like any other.
 */
export const FALLBACK_FORM_ATTRIBUTE = 'data-fallback-form';

/**
 * What the page's code finds on `window` under `EARLY_EVENTS_GLOBAL`: the presses recorded
 * before it ran, and the switch that ends the recording.
 */
export const EARLY_EVENTS_GLOBAL = '__earlyEvents';

/** A press recorded before the page's code ran. */
export type EarlyPress =
  /**
   * `index`: the control's place among its namesakes (`EarlyEvents.namesakes`). React may draw a
   * part anew instead of hydrating it (a Suspense boundary it renders on the client): the press
   * then goes to the control of the same name in the same place.
   */
  | { kind: 'click'; control: HTMLElement; index: number }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | {
      kind: 'key';
      target: EventTarget | null;
      init: Pick<
        KeyboardEventInit,
        'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'
      >;
    };

export interface EarlyEvents {
  /**
   * `recording` until the page's code runs; `hydrating` once React answers presses itself (key
   * shortcuts are still recorded); `live` once the recorded presses have been replayed.
   */
  phase: 'recording' | 'hydrating' | 'live';
  presses: EarlyPress[];
  /** Every control in the page of the kind and the name (label) of `control`, in order. */
  namesakes(control: Element): HTMLElement[];
}

export interface EarlyEventsConfig {
  loginPath: string;
  redirectPath: string;
  loginRedirectKey: string;
  returnAttribute: string;
  pressedAttribute: string;
  fallbackFormAttribute: string;
  globalName: string;
  /** Key combinations in `aria-keyshortcuts` syntax, e.g. `Control+K`. */
  shortcuts: string[];
}

/**
 * The page's early-event capture, the pattern of jsaction and Angular's event replay: inlined at
 * the start of the body (build/early-events-plugin.ts), it listens on the document from the
 * first paint, before the page's code has loaded.
 *
 * - A sign-in link stores where the member was (SPEC 4), on every click, for the page's life.
 * - Until the page's code takes over (`phase`), a press on a control that needs code (a button that is
 *   not a form's submit button, or anything with `role="button"`), a submit of a form that has
 *   no `action` (it only works with its code) and a key shortcut the site has are recorded,
 *   kept from the browser's default action, and the control shows it was pressed. Links and
 *   forms with an `action` are left to the browser: they work without code.
 *
 * Self-contained: it runs as the text of an inline script, so it may use nothing from outside.
 */
export function captureEarlyEvents(config: EarlyEventsConfig) {
  const nameOf = (control: Element) =>
    control.tagName + ' ' + (control.getAttribute('aria-label') ?? control.textContent?.trim());
  const state: EarlyEvents = {
    phase: 'recording',
    presses: [],
    namesakes: (control) => {
      const name = nameOf(control);
      return Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]')).filter(
        (other) => nameOf(other) === name,
      );
    },
  };
  (window as unknown as Record<string, EarlyEvents>)[config.globalName] = state;

  const shortcuts = config.shortcuts.map((shortcut) => {
    const parts = shortcut.split('+');
    return { key: parts.pop()!.toLowerCase(), modifiers: parts };
  });
  const isShortcut = (event: KeyboardEvent) =>
    shortcuts.some(
      (shortcut) =>
        event.key.toLowerCase() === shortcut.key &&
        event.ctrlKey === shortcut.modifiers.includes('Control') &&
        event.metaKey === shortcut.modifiers.includes('Meta') &&
        event.altKey === shortcut.modifiers.includes('Alt') &&
        event.shiftKey === shortcut.modifiers.includes('Shift'),
    );
  const markPressed = (element: Element | null) => {
    element?.setAttribute(config.pressedAttribute, '');
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest('a[href="' + config.loginPath + '"]');
      if (link && location.pathname !== config.redirectPath) {
        try {
          sessionStorage.setItem(
            config.loginRedirectKey,
            link.getAttribute(config.returnAttribute) ||
              location.pathname + location.search + location.hash,
          );
        } catch {
          // Storage may be off (private mode): the member then lands on the home page.
        }
      }
      if (state.phase !== 'recording') return;
      const control = target.closest<HTMLElement>('button:not(:disabled), [role="button"]');
      // A link styled as a button navigates on its own; a submit button is the form's to send,
      // unless the form is only there for a browser without JavaScript.
      if (!control || control.closest('a[href]')) return;
      if (
        control instanceof HTMLButtonElement &&
        control.type === 'submit' &&
        !control.form?.hasAttribute(config.fallbackFormAttribute)
      ) {
        return;
      }
      event.preventDefault();
      // One press per control: a second tap on a slow phone must not undo the first (a toggle).
      if (!state.presses.some((press) => press.kind === 'click' && press.control === control)) {
        state.presses.push({
          kind: 'click',
          control,
          index: state.namesakes(control).indexOf(control),
        });
      }
      markPressed(control);
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (
        state.phase !== 'recording' ||
        !(form instanceof HTMLFormElement) ||
        form.hasAttribute('action')
      )
        return;
      // Without its code such a form would be sent to the page's own address as a query string.
      event.preventDefault();
      if (state.presses.some((press) => press.kind === 'submit' && press.form === form)) return;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      state.presses.push({ kind: 'submit', form, submitter });
      markPressed(submitter ?? form);
    },
    true,
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (state.phase === 'live' || !isShortcut(event)) return;
      // Ctrl+K would otherwise take the focus to the browser's own search.
      event.preventDefault();
      state.presses.push({
        kind: 'key',
        target: event.target,
        init: {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          repeat: event.repeat,
        },
      });
    },
    true,
  );
}
