import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { ariaHidden } from '@zag-js/aria-hidden';
import { trapFocus } from '@zag-js/focus-trap';
import { overlayRoot } from '../lib/overlay-root';
import { ButtonLoader } from './button-loader';
import { CloseIcon } from './icons';
import * as buttonCss from './button.css';
import * as dialogCss from './dialog.css';

const DialogContext = createContext<{ titleId: string; close: () => void } | null>(null);

function useDialog() {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('A dialog part outside of a ModalDialog');
  return dialog;
}

/**
 * The site's dialogs (claim and logout confirmations, a badge, a voucher): a `<dialog>` made
 * modal as Chakra's were, without its runtime: `aria-modal`, the rest of the page hidden from
 * assistive technology (`ariaHidden`), focus moved in and kept there (`trapFocus`), Escape and
 * the backdrop to cancel. Not `showModal()`: making the page inert costs a style pass over the
 * whole document, on a low-end phone most of a press's wait (bench/RESULTS.md, "Dialogs of our
 * own"). Closing asks the page (`onOpenChange(false)`), which owns the state.
 */
export function ModalDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `alertdialog` where the question interrupts the member (logout). */
  role?: 'dialog' | 'alertdialog';
  size: 'sm' | 'md';
  /** Full screen below `md`. */
  phoneFull?: boolean;
  /** What gets focus on opening, when not the first control. */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes back to on closing, when not to the element focused at opening. */
  finalFocusEl?: () => HTMLElement | null;
  testId?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The backdrop answers the press in its own frame; the dialog and its content follow once that
  // frame is painted, so it is not held back by them (a slow phone's INP), whether the press
  // set the state or started a navigation (`?kode=`).
  const { open } = props;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => {
      cancelAnimationFrame(frame);
      setPainted(false);
    };
  }, [open]);
  const shown = open && painted;
  // The callers' focus targets, read when the dialog opens and closes: they are new functions
  // on every render, and must not reopen it.
  const focusTargets = useRef({ initial: props.initialFocusEl, final: props.finalFocusEl });
  const onOpenChange = useRef(props.onOpenChange);
  useLayoutEffect(() => {
    focusTargets.current = { initial: props.initialFocusEl, final: props.finalFocusEl };
    onOpenChange.current = props.onOpenChange;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The attribute, not `show()`: its focusing steps would lay out the page in this task;
    // `trapFocus` moves focus in on the next frame.
    element.open = true;
    const unhide = ariaHidden([element]);
    const untrap = trapFocus(element, {
      returnFocusOnDeactivate: false,
      initialFocus: focusTargets.current.initial?.() ?? undefined,
    });
    // Escape is heard on the whole document: focus moves in only on the next frame, and a key
    // pressed before then must close the dialog too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onOpenChange.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      untrap();
      unhide();
      element.close();
      (focusTargets.current.final?.() ?? opener)?.focus();
    };
  }, [shown]);

  const close = () => props.onOpenChange(false);
  const className = [
    dialogCss.root,
    props.size === 'sm' ? dialogCss.sm : dialogCss.md,
    props.phoneFull ? dialogCss.phoneFull : '',
  ].join(' ');
  // Rendered in the browser only (each dialog's module loads there).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <DialogContext.Provider value={{ titleId, close }}>
      {open ? <div className={dialogCss.backdrop} onClick={close} /> : null}
      <dialog
        ref={dialog}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        className={className}
        data-testid={props.testId}
      >
        {shown ? props.children : null}
      </dialog>
    </DialogContext.Provider>,
    overlayRoot(),
  );
}

function join(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base;
}

export function DialogHeader(props: { className?: string; children: ReactNode }) {
  return <div className={join(dialogCss.header, props.className)}>{props.children}</div>;
}

/** The dialog's name (its `aria-labelledby`). */
export function DialogTitle(props: { className?: string; children: ReactNode }) {
  const { titleId } = useDialog();
  return (
    <h2 id={titleId} className={join(dialogCss.title, props.className)}>
      {props.children}
    </h2>
  );
}

export function DialogBody(props: { children: ReactNode }) {
  return <div className={dialogCss.body}>{props.children}</div>;
}

export function DialogFooter(props: { children: ReactNode }) {
  return <div className={dialogCss.footer}>{props.children}</div>;
}

/** For a control inside the dialog that closes it ("Batal", "Tutup"). */
export function useDialogClose() {
  return useDialog().close;
}

/** The ✕ in the top corner. */
export function DialogCloseButton({
  label,
  size,
  ref,
}: {
  label: string;
  size: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}) {
  const close = useDialogClose();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={`${buttonCss.root} ${buttonCss[size]} ${buttonCss.ghost} ${buttonCss.icon} ${dialogCss.close}`}
      onClick={close}
    >
      <CloseIcon />
    </button>
  );
}

function CancelButton(props: { disabled: boolean }) {
  const close = useDialogClose();
  return (
    <button
      type="button"
      className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.outline}`}
      disabled={props.disabled}
      onClick={close}
    >
      Batal
    </button>
  );
}

/**
 * A question before an action that cannot be undone (claim, logout): "Batal" and a confirming
 * button that spins while the action is on its way, when both wait.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `alertdialog` where the question interrupts the member (logout). */
  role?: 'dialog' | 'alertdialog';
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes back to on closing, when it is not the element focused at opening: a
   * button disabled while the dialog's code loads has lost focus by the time it opens.
   */
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      role={props.role}
      size="md"
      finalFocusEl={props.finalFocusEl}
    >
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
      </DialogHeader>
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter>
        <CancelButton disabled={props.busy} />
        <button
          type="button"
          className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
          disabled={props.busy}
          data-loading={props.busy ? '' : undefined}
          onClick={props.onConfirm}
        >
          <ButtonLoader loading={props.busy}>{props.confirmLabel}</ButtonLoader>
        </button>
      </DialogFooter>
    </ModalDialog>
  );
}
