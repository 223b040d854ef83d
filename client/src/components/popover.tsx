import {
  cloneElement,
  createContext,
  useContext,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import * as popoverCss from './popover.css';

const TitleId = createContext<string | undefined>(undefined);
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex="0"]';

/** The button that opens the panel `id`. */
function triggerOf(id: string) {
  return document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(id)}"]`);
}

/**
 * A panel open when it mounts was opened by a press on its stand-in (lib/deferred-control.tsx).
 * A press made before it mounted (a second tap on a phone that seemed not to answer, queued
 * while the module evaluated) reaches the live trigger: it was a press on the stand-in, already
 * taken, and its click is dropped rather than closing the panel. A press is told by its time
 * stamp, the moment it was made; the member's first press after that ends the watch.
 */
function dropPressesBeforeMount(trigger: HTMLElement): () => void {
  const mountedAt = performance.now();
  let stale = false;
  const onPress = (event: Event) => {
    if (!(event.target instanceof Node) || !trigger.contains(event.target)) return;
    // Of the keys, only those that press a button.
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    stale = event.timeStamp < mountedAt;
    if (!stale) stop();
  };
  const onClick = (event: Event) => {
    if (!stale || !(event.target instanceof Node) || !trigger.contains(event.target)) return;
    stale = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const types = ['pointerdown', 'keydown'] as const;
  function stop() {
    for (const type of types) document.removeEventListener(type, onPress, true);
    document.removeEventListener('click', onClick, true);
  }
  for (const type of types) document.addEventListener(type, onPress, true);
  document.addEventListener('click', onClick, true);
  return stop;
}

/** The panel's gap under its trigger, and the least room it keeps from the window's edges. */
const GAP_PX = 8;
/** Half the arrow's 12 px square, which stands in the gap when the panel has one. */
const ARROW_PX = 6;

/**
 * Where the panel stands: under the trigger, from its left edge (`start`) or right edge (`end`),
 * as high as the window leaves room for. Written before the panel shows (`beforetoggle`), so the
 * first frame shows it in place.
 */
function placeUnder(
  panel: HTMLElement,
  trigger: HTMLElement,
  { align, arrow }: { align: 'start' | 'end'; arrow: boolean },
) {
  const box = trigger.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  // Whole pixels: a panel between two pixels draws its text and pictures blurred.
  const top = Math.round(box.bottom + GAP_PX + (arrow ? ARROW_PX : 0));
  const centre = box.left + box.width / 2;
  // From the window's left edge (start) or right edge (end) to the panel's, shifted to keep the
  // panel in the window. Its width is its class's, known while it is still hidden.
  const panelWidth = parseFloat(getComputedStyle(panel).width) || 0;
  const wanted = align === 'start' ? box.left : width - box.right;
  const inset = Math.round(Math.max(GAP_PX, Math.min(wanted, width - panelWidth - GAP_PX)));
  const arrowX = align === 'start' ? centre - inset : width - inset - centre;
  panel.style.setProperty('--mv-popover-top', `${top}px`);
  panel.style.setProperty('--mv-popover-inset', `${inset}px`);
  panel.style.setProperty('--mv-popover-arrow-x', `${arrowX}px`);
  panel.style.setProperty('--mv-popover-max-height', `calc(100dvh - ${top + GAP_PX}px)`);
}

/**
 * A header control's panel (categories, the app download, the member menu, the notifications):
 * the browser's own popover (`popover="auto"`), under its trigger. The browser opens it from its
 * trigger (`popovertarget`), puts it above the page, and closes it on Escape or a press outside,
 * and the page's code places it, follows its state and takes the focus in and back (a dialog's).
 * Its content is rendered beside the trigger, while it is open unless `keepMounted`.
 */
export function HeaderPopover(props: {
  /** Controlled when given; otherwise it starts as `defaultOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Under the trigger's left edge (`start`) or right edge (`end`). */
  align: 'start' | 'end';
  /** The button that opens it; gets the popover's trigger attributes. */
  trigger: ReactElement<ComponentProps<'button'>>;
  /** Its width, where it differs from the popover's 20rem. */
  className?: string;
  /** The panel's accessible name, when its title (`PopoverTitle`) does not give one. */
  label?: string;
  testId?: string;
  arrow?: boolean;
  /** Its content stays in the page while closed (hidden, as the closed stand-in's). */
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const { align, onOpenChange } = props;
  const arrow = props.arrow ?? false;
  const id = useId();
  const titleId = `${id}title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const [openHere, setOpenHere] = useState(props.defaultOpen ?? false);
  const open = props.open ?? openHere;
  const [openAtMount] = useState(open);
  // Set while the browser is opening it, so that the state it renders does not open it again.
  const openedByBrowser = useRef(false);

  const change = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };

  // The browser opens or closes it (its trigger, Escape, a press outside): follow.
  const followBrowser = useEffectEvent((event: ToggleEvent) => {
    const panel = panelRef.current!;
    const trigger = triggerOf(id);
    const opening = event.newState === 'open';
    if (event.type === 'beforetoggle') {
      if (!opening) return;
      if (trigger) placeUnder(panel, trigger, { align, arrow });
      // The content is rendered before the panel shows: never an empty frame.
      if (!open) {
        openedByBrowser.current = true;
        flushSync(() => change(true));
        openedByBrowser.current = false;
      }
      return;
    }
    if (opening) {
      // Into the panel, as a dialog opens: Tab goes on from there, Escape brings it back.
      panel.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
      return;
    }
    // Focus that was in the panel (or on a trigger the live one replaced) goes back to the trigger.
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.contains(focused)) {
      trigger?.focus({ preventScroll: true });
    }
    if (open) change(false);
  });
  useLayoutEffect(() => {
    const trigger = triggerOf(id);
    return openAtMount && trigger ? dropPressesBeforeMount(trigger) : undefined;
  }, [openAtMount, id]);

  // Before the effect below, so that a panel opened at mount is placed.
  useLayoutEffect(() => {
    const panel = panelRef.current!;
    const listener = (event: Event) => followBrowser(event as ToggleEvent);
    panel.addEventListener('beforetoggle', listener);
    panel.addEventListener('toggle', listener);
    return () => {
      panel.removeEventListener('beforetoggle', listener);
      panel.removeEventListener('toggle', listener);
    };
  }, []);

  // The page's state opens or closes it; while open it follows its trigger.
  useLayoutEffect(() => {
    const panel = panelRef.current!;
    if (!openedByBrowser.current && open !== panel.matches(':popover-open')) {
      if (open) panel.showPopover();
      else panel.hidePopover();
    }
    const trigger = triggerOf(id);
    if (!open || !trigger) return;
    const place = () => placeUnder(panel, trigger, { align, arrow });
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [open, id, align, arrow]);

  return (
    <>
      {cloneElement(props.trigger, {
        popoverTarget: id,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': id,
      })}
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={props.label}
        aria-labelledby={props.label ? undefined : titleId}
        data-testid={props.testId}
        data-align={align}
        className={props.className ? `${popoverCss.root} ${props.className}` : popoverCss.root}
      >
        {props.arrow ? <div className={popoverCss.arrow} /> : null}
        <div className={popoverCss.body}>
          <TitleId value={titleId}>{open || props.keepMounted ? props.children : null}</TitleId>
        </div>
      </div>
    </>
  );
}

/** The panel's title, which names it unless `HeaderPopover` has a `label`. */
export function PopoverTitle(props: { children: ReactNode; className?: string }) {
  const id = useContext(TitleId);
  return (
    <h2
      id={id}
      className={props.className ? `${popoverCss.title} ${props.className}` : popoverCss.title}
    >
      {props.children}
    </h2>
  );
}
