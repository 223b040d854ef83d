import { useApolloClient } from '@apollo/client/react';
import { Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { reportHttpFailure, setReportUser } from '../../lib/monitoring/monitoring';
import { HeaderQuery } from '../../lib/header-query';
import { clearMemberCaches } from '../../lib/member-caches';
import { toaster } from '../../components/toaster';
import { ButtonLoader } from '../../components/button-loader';
import * as buttonCss from '../../components/button.css';

/**
 * SPEC 2: Logout asks first. Confirming ends the session on the server, empties the Apollo
 * cache and the member's offline pages (the wallet), and goes home; the dialog closes either way.
 */
export function LogoutDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const response = await fetch(paths.logout(), {
        method: 'DELETE',
        credentials: 'same-origin',
      });
      if (!response.ok) {
        reportHttpFailure({
          method: 'DELETE',
          url: paths.logout(),
          status: response.status,
          message: response.statusText,
        });
      }
    } catch (error) {
      reportHttpFailure({ method: 'DELETE', url: paths.logout(), message: String(error) });
    }
    await Promise.all([client.clearStore(), clearMemberCaches()]);
    setReportUser(null);
    setBusy(false);
    props.onOpenChange(false);
    await navigate(paths.home());
    await client.refetchQueries({ include: [HeaderQuery] });
    toaster.success('Kamu sudah keluar');
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Keluar dari akun?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <p>Kamu perlu masuk lagi untuk melihat poin, voucher dan badge milikmu.</p>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <button
                  type="button"
                  className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.outline}`}
                  disabled={busy}
                >
                  Batal
                </button>
              </Dialog.ActionTrigger>
              <button
                type="button"
                className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
                disabled={busy}
                data-loading={busy ? '' : undefined}
                onClick={() => void confirm()}
              >
                <ButtonLoader loading={busy}>Ya, Keluar</ButtonLoader>
              </button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
