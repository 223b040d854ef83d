import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLoader } from './button-loader';
import * as buttonCss from './button.css';

/**
 * A question before an action that cannot be undone (claim, logout): "Batal" and a confirming
 * button that spins while the action is on its way, when both wait. Chakra's `Dialog` for its
 * focus trap; mounted when first opened.
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
    <Dialog.Root
      role={props.role}
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement="center"
      finalFocusEl={props.finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <button
                  type="button"
                  className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.outline}`}
                  disabled={props.busy}
                >
                  Batal
                </button>
              </Dialog.ActionTrigger>
              <button
                type="button"
                className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
                disabled={props.busy}
                data-loading={props.busy ? '' : undefined}
                onClick={props.onConfirm}
              >
                <ButtonLoader loading={props.busy}>{props.confirmLabel}</ButtonLoader>
              </button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
