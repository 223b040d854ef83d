import {
  useCallback,
  useId,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { EARLY_PRESS_ATTRIBUTE } from './early-events/capture';
import { afterNextPaint } from './yield-to-browser';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
const inFlight = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function load<T>(importer: () => Promise<T>): Promise<T> {
  let promise = inFlight.get(importer) as Promise<T> | undefined;
  if (!promise) {
    promise = importer().then((module) => {
      loaded.set(importer, module);
      return module;
    });
    // A failed download is asked again on the next interaction.
    promise.catch(() => inFlight.delete(importer));
    inFlight.set(importer, promise);
  }
  return promise;
}

/**
 * Presses on the stand-in, event-time state, never rendered. A mouse button down on it: the
 * module arriving meanwhile is held until the click (or until the pointer leaves), as the live
 * control put in its place mid-press would lose the click. A click: the live control opens as it
 * arrives.
 */
class PressOnStandIn<T> {
  private down = false;
  private clicked = false;
  private arrived: { value: T } | null = null;

  click() {
    this.clicked = true;
  }

  /** The module could not be fetched: the next press asks again. */
  forgetClick() {
    this.clicked = false;
  }

  get wasClicked(): boolean {
    return this.clicked;
  }

  start() {
    this.down = true;
  }

  /** Keeps `value` while a press is under way; false when there is none. */
  hold(value: T): boolean {
    if (!this.down) return false;
    this.arrived = { value };
    return true;
  }

  /** The press ended: what arrived during it, if anything. */
  release(): { value: T } | null {
    const arrived = this.arrived;
    this.down = false;
    this.arrived = null;
    return arrived;
  }
}

/** Marks the control's trigger, stand-in and live, to carry the focus from one to the other. */
export interface TriggerMark {
  'data-deferred-trigger': string;
}

/** What the stand-in spreads on its trigger button. */
export interface StandInTriggerProps extends TriggerMark {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
}

/**
 * What the live control gets: `open` when the visitor clicked the stand-in before the module
 * was there (open at once); `triggerMark` goes on its trigger, which then takes the focus if
 * the stand-in had it.
 */
export interface LiveControlOptions {
  open: boolean;
  triggerMark: TriggerMark;
}

/**
 * A shell control whose interactive part (a popover, its focus trap and positioning) is not part
 * of the first load. The server and the hydrating client render `standIn`: the closed trigger,
 * looking and named the same. The module loads when the visitor clicks the trigger (once that
 * click has painted the pressed look), or earlier when a mouse points at it or the keyboard
 * focuses it; not at a touch's `pointerdown`: evaluating the module (the UI kit's runtime with it)
 * is a long task on a cheap phone, and run between the touch and its click it delayed the
 * click's answer. Then `live` replaces the stand-in (opened if the visitor had clicked, focused
 * if the stand-in was). A live panel opened so ignores the presses made on the stand-in before
 * it mounted (`HeaderPopover`, in the lazy chunk: this module is in the first load). `importer`
 * must be stable.
 */
export function DeferredControl<T>(props: {
  importer: () => Promise<T>;
  standIn: (trigger: StandInTriggerProps) => ReactNode;
  live: (module: T, open: boolean, triggerMark: TriggerMark) => ReactNode;
}) {
  const { importer } = props;
  // Nothing is loaded before hydration, so the first client render matches the server's HTML;
  // a control mounted later (another layout) starts live if the module is already here.
  const [module, setModule] = useState<T | null>(() => (loaded.get(importer) as T) ?? null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const triggerMark: TriggerMark = { 'data-deferred-trigger': useId() };
  const selector = `[data-deferred-trigger="${triggerMark['data-deferred-trigger']}"]`;
  const [press] = useState(() => new PressOnStandIn<T>());
  // The live control replaces the stand-in in the same task as the module's arrival: a press
  // queued while the module evaluated (a long task on a cheap phone) is dispatched before any
  // later render, and it must find the live control, not a stand-in about to go.
  const goLive = useCallback(
    (value: T) => {
      const focused = document.activeElement?.matches(selector);
      flushSync(() => {
        setOpenOnArrival(press.wasClicked);
        setModule(() => value);
      });
      if (focused) document.querySelector<HTMLElement>(selector)?.focus();
    },
    [selector, press],
  );

  const request = useCallback(() => {
    void load(importer).then(
      (value) => {
        if (!press.hold(value)) goLive(value);
      },
      // A failed download is asked again on the next press.
      () => {
        press.forgetClick();
        document.querySelector(selector)?.removeAttribute(EARLY_PRESS_ATTRIBUTE);
      },
    );
  }, [importer, goLive, press, selector]);

  if (module !== null) return props.live(module, openOnArrival, triggerMark);
  return props.standIn({
    ...triggerMark,
    // No render and no form submission in the click's task: the pressed look is the attribute
    // (as the early-event capture gives it), the rest waits for the module.
    onClick: (event) => {
      event.preventDefault();
      press.click();
      event.currentTarget.setAttribute(EARLY_PRESS_ATTRIBUTE, '');
      const held = press.release();
      if (held) goLive(held.value);
      else void afterNextPaint().then(request);
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') request();
    },
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse') press.start();
    },
    onPointerLeave: () => {
      const held = press.release();
      if (held) goLive(held.value);
    },
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) request();
    },
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  });
}
