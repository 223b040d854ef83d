import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { reportHttpFailure, setReportUser } from '../../lib/monitoring/monitoring';
import { HeaderQuery } from '../../lib/header-query';
import { clearMemberCaches } from '../../lib/member-caches';
import { dropBrowserSubscription } from '../../lib/browser-push';
import { toaster } from '../../components/toaster';
import { ConfirmDialog } from '../../components/dialog';

/**
 * SPEC 2: Logout asks first. Confirming ends the session on the server, empties the Apollo
 * cache, the member's offline pages (the wallet) and this browser's push subscription (the
 * gateway drops the member's reminders at logout), and goes home; the dialog closes either way.
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
    await Promise.all([client.clearStore(), clearMemberCaches(), dropBrowserSubscription()]);
    setReportUser(null);
    setBusy(false);
    props.onOpenChange(false);
    await navigate(paths.home());
    await client.refetchQueries({ include: [HeaderQuery] });
    toaster.success('Kamu sudah keluar');
  }

  return (
    <ConfirmDialog
      role="alertdialog"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Keluar dari akun?"
      confirmLabel="Ya, Keluar"
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <p>Kamu perlu masuk lagi untuk melihat poin, voucher dan badge milikmu.</p>
    </ConfirmDialog>
  );
}
