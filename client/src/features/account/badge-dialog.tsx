import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ChakraScope } from '../../components/chakra-scope';
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
      <Dialog.Header justifyContent="center" pt="8">
        <Dialog.Title textAlign="center">{badge.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
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
      </Dialog.Body>
    </>
  );
}

/**
 * A badge's details: its picture large, its state and how it is (or was) earned. Chakra's
 * `Dialog` (focus trap, portal), loaded by the badge page when a badge is first pressed: it
 * brings Chakra's runtime with it, in its own scope, and the page's first load carries neither.
 */
export function BadgeDialog(props: { badge: BadgeRef | null; onClose: () => void }) {
  return (
    <ChakraScope>
      <Dialog.Root
        open={props.badge != null}
        onOpenChange={(details) => {
          if (!details.open) props.onClose();
        }}
        placement="center"
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="badge-dialog">
              {props.badge ? <BadgeDetails badge={props.badge} /> : null}
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <button
                    type="button"
                    className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline} ${badgeDialogCss.close}`}
                  >
                    Tutup
                  </button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Tutup detail badge" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
