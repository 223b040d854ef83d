import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DialogBody,
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ModalDialog,
} from '../../components/dialog';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { VoucherDetail } from './voucher-detail';
import { openVoucherCode, voucherHref } from './voucher-href';
import { WalletVoucherQuery } from './wallet-queries';
import * as voucherDialogCss from './voucher-dialog.css';
import * as voucherQrCss from './voucher-qr.css';
import * as buttonCss from '../../components/button.css';
import * as skeletonCss from '../../components/skeleton.css';

function Missing(props: { code: string }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Voucher tidak ditemukan</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <div className={voucherDialogCss.missing} role="status">
          <p>
            Kode <strong>{props.code}</strong> tidak ada di voucher kamu. Periksa lagi kodenya, atau
            lihat voucher yang sudah terpakai dan kedaluwarsa di Riwayat.
          </p>
        </div>
      </DialogBody>
      <DialogFooter>
        <Link
          to={paths.accountVoucherHistory()}
          className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline}`}
        >
          Lihat Riwayat
        </Link>
      </DialogFooter>
    </>
  );
}

function Loading() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Memuat voucher…</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <div className={voucherDialogCss.loading} aria-hidden="true">
          <div className={`${skeletonCss.root} ${voucherQrCss.root}`} />
          <div className={`${skeletonCss.root} ${voucherDialogCss.loadingCode}`} />
        </div>
      </DialogBody>
    </>
  );
}

/**
 * The voucher named by `?kode=` over the list (full screen on phones, centred on wider screens).
 * The URL is the state: a deep link or a reload opens it, Back closes it. Its data is the list's
 * (see `WalletVoucherQuery`), so opening one needs no network. The wallet loads this module
 * when a voucher is about to open, or a list is shown and the page idle (lazy-voucher-dialog.tsx).
 */
export function VoucherDialog() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const code = openVoucherCode(searchParams);
  const hydrated = useHydrated();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data, loading } = useQuery(WalletVoucherQuery, {
    variables: { code: code ?? '' },
    skip: !code,
    errorPolicy: 'all',
  });

  // Closed at once on the tap, before the URL (and its loaders) catch up on a slow phone.
  const [closedCode, setClosedCode] = useState<string | null>(null);
  if (!code && closedCode) setClosedCode(null);

  function close() {
    setClosedCode(code);
    // Opened from a card: the entry the card pushed is popped, as Back would. A deep link or
    // reload has no such entry: the URL loses its `kode` in place.
    if ((location.state as { voucherFromList?: boolean } | null)?.voucherFromList) {
      void navigate(-1);
    } else {
      void navigate(voucherHref(location.search, null), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }

  const voucher = data?.viewer?.voucher;
  return (
    <ModalDialog
      open={hydrated && Boolean(code) && code !== closedCode}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="md"
      phoneFull
      // The close button: focusing the copy button would scroll the title and the top of the
      // QR out of view on a phone.
      initialFocusEl={() => closeRef.current}
      testId="voucher-dialog"
    >
      {voucher ? (
        <VoucherDetail voucher={voucher} />
      ) : loading ? (
        <Loading />
      ) : code ? (
        <Missing code={code} />
      ) : null}
      <DialogCloseButton ref={closeRef} size="md" label="Tutup" />
    </ModalDialog>
  );
}
