import {
  DialogBody,
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ModalDialog,
  useDialogClose,
} from '../../components/dialog';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { BadgeImage, BadgeTileFragment, type BadgeRef } from './badge-tile';
import * as badgeDialogCss from './badge-dialog.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';
import * as buttonCss from '../../components/button.css';

function BadgeDetails({ badge: ref }: { badge: BadgeRef }) {
  const badge = fragmentData(BadgeTileFragment, ref);
  return (
    <>
      <DialogHeader className={badgeDialogCss.header}>
        <DialogTitle className={badgeDialogCss.title}>{badge.name}</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <div className={badgeDialogCss.body}>
          <BadgeImage image={badge.image} obtained={badge.isObtained} size="lg" />
          {badge.isObtained ? (
            <span className={`${badgeSubtleCss.root} ${badgeSubtleCss.md} ${badgeSubtleCss.green}`}>
              {badge.obtainedDate
                ? `Didapat pada ${formatDate(badge.obtainedDate)}`
                : 'Sudah didapat'}
            </span>
          ) : (
            <span className={`${badgeSubtleCss.root} ${badgeSubtleCss.md} ${badgeSubtleCss.gray}`}>
              Terkunci
            </span>
          )}
          <div>
            <p className={badgeDialogCss.howTitle}>
              {badge.isObtained ? 'Didapat karena' : 'Cara mendapatkan'}
            </p>
            <p className={badgeDialogCss.how}>{badge.description || 'Belum ada keterangan.'}</p>
          </div>
        </div>
      </DialogBody>
    </>
  );
}

function CloseFooter() {
  const close = useDialogClose();
  return (
    <DialogFooter>
      <button
        type="button"
        className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline} ${badgeDialogCss.close}`}
        onClick={close}
      >
        Tutup
      </button>
    </DialogFooter>
  );
}

/**
 * A badge's details: its picture large, its state and how it is (or was) earned. Loaded by the
 * badge page when a badge is first pressed.
 */
export function BadgeDialog(props: { badge: BadgeRef | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={props.badge != null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      size="sm"
      testId="badge-dialog"
    >
      {props.badge ? <BadgeDetails badge={props.badge} /> : null}
      <CloseFooter />
      <DialogCloseButton size="sm" label="Tutup detail badge" />
    </ModalDialog>
  );
}
