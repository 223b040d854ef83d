import { useCallback, useId, useLayoutEffect, useState, type ReactNode } from 'react';

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

/** Marks the control's trigger, stand-in and live, to carry the focus from one to the other. */
export interface TriggerMark {
  'data-deferred-trigger': string;
}

/** What the stand-in spreads on its trigger button. */
export interface StandInTriggerProps extends TriggerMark {
  onClick: () => void;
  onPointerDown: () => void;
  onPointerCancel: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
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
 * looking and named the same. The module loads as soon as the visitor points at, focuses, presses
 * or clicks the trigger, not before: evaluating it (the UI kit's runtime with it) would cost a
 * cheap phone most of a second while the page is first used. Then `live` replaces the stand-in
 * (opened if the visitor had clicked, focused if the stand-in was). `importer` must be stable.
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
  const [focusOnArrival, setFocusOnArrival] = useState(false);

  // A module arriving between the press and the release would swap the button under the finger
  // and the browser would drop the click: the live control waits until the press is over (its
  // click, or the release wherever it happens).
  const [pressed, setPressed] = useState(false);

  const request = useCallback(() => {
    void load(importer).then(
      (value) => {
        setFocusOnArrival(document.activeElement?.matches(selector) ?? false);
        setModule(() => value);
      },
      () => undefined,
    );
  }, [importer, selector]);

  const live = module !== null && !pressed;
  useLayoutEffect(() => {
    if (live && focusOnArrival) document.querySelector<HTMLElement>(selector)?.focus();
  }, [live, focusOnArrival, selector]);

  if (live) return props.live(module, openOnArrival, triggerMark);
  return props.standIn({
    ...triggerMark,
    onClick: () => {
      setOpenOnArrival(true);
      setPressed(false);
      request();
    },
    onPointerDown: () => {
      setPressed(true);
      // After the click this release dispatches, if any (the same task for a mouse).
      const release = () => setTimeout(() => setPressed(false));
      document.addEventListener('pointerup', release, { once: true, capture: true });
      request();
    },
    onPointerCancel: () => setPressed(false),
    onPointerEnter: request,
    onFocus: request,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  });
}
