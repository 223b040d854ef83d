import { Dialog, Portal } from '@chakra-ui/react';
import { ChakraScope } from '../../components/chakra-scope';
import { formatPoints, promoCostLabel } from '../../lib/format';
import { ButtonLoader } from '../../components/button-loader';
import * as buttonCss from '../../components/button.css';
import * as claimDialogCss from './claim-dialog.css';

function ConfirmRow(props: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={claimDialogCss.sum}>
      <p className={claimDialogCss.sumLabel}>{props.label}</p>
      <p
        className={
          props.strong
            ? `${claimDialogCss.sumValue} ${claimDialogCss.sumValueStrong}`
            : claimDialogCss.sumValue
        }
      >
        {props.value}
      </p>
    </div>
  );
}

export interface ClaimDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  promo: { title: string; price: number };
  /** The member's points. */
  balance: number | null | undefined;
  /** The claim is on its way: "Ya, Klaim" spins and "Batal" waits. */
  loading: boolean;
  onConfirm: () => void;
}

/**
 * The claim's confirmation (cost and balance). Chakra's `Dialog` and its focus trap, loaded by
 * `ClaimVoucher` when the dialog is first wanted: it brings Chakra's runtime with it, in its
 * own scope, and the promo page's first load carries neither. What it holds is static markup.
 */
export function ClaimDialog({
  open,
  onOpenChange,
  promo,
  balance,
  loading,
  onConfirm,
}: ClaimDialogProps) {
  const free = promo.price <= 0;
  return (
    <ChakraScope>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>
                  {free ? 'Klaim voucher ini?' : 'Tukar poin dengan voucher?'}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <div className={claimDialogCss.root}>
                  <p className={claimDialogCss.title}>{promo.title}</p>
                  <div className={claimDialogCss.sums}>
                    <ConfirmRow label="Biaya" value={promoCostLabel(promo.price)} strong />
                    <ConfirmRow label="Poin kamu" value={formatPoints(balance)} />
                    {free ? null : (
                      <ConfirmRow
                        label="Sisa poin setelah tukar"
                        value={formatPoints(Math.max((balance ?? 0) - promo.price, 0))}
                      />
                    )}
                  </div>
                  <p className={claimDialogCss.note}>
                    Voucher yang sudah diklaim tidak dapat dibatalkan.
                  </p>
                </div>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <button
                    type="button"
                    className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.outline}`}
                    disabled={loading}
                  >
                    Batal
                  </button>
                </Dialog.ActionTrigger>
                <button
                  type="button"
                  className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
                  disabled={loading}
                  data-loading={loading ? '' : undefined}
                  onClick={onConfirm}
                >
                  <ButtonLoader loading={loading}>{free ? 'Ya, Klaim' : 'Ya, Tukar'}</ButtonLoader>
                </button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
