import { formatPoints, promoCostLabel } from '../../lib/format';
import { ConfirmDialog } from '../../components/dialog';
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
  /** The claim button, which gets focus back when the dialog closes. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The claim's confirmation (cost and balance), loaded by `ClaimVoucher` when the dialog is
 * first wanted (or the button is in view and the page idle). What it holds is static markup.
 */
export function ClaimDialog({
  open,
  onOpenChange,
  promo,
  balance,
  loading,
  onConfirm,
  finalFocusEl,
}: ClaimDialogProps) {
  const free = promo.price <= 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={free ? 'Klaim voucher ini?' : 'Tukar poin dengan voucher?'}
      confirmLabel={free ? 'Ya, Klaim' : 'Ya, Tukar'}
      busy={loading}
      onConfirm={onConfirm}
      finalFocusEl={finalFocusEl}
    >
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
        <p className={claimDialogCss.note}>Voucher yang sudah diklaim tidak dapat dibatalkan.</p>
      </div>
    </ConfirmDialog>
  );
}
