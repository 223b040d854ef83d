import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { useIdleInView } from '../../lib/use-idle-in-view';
import { useLazyModule } from '../../lib/use-lazy-module';
import { toaster } from '../../components/toaster';
import { openVoucherCode } from './voucher-href';

/**
 * The voucher dialog's module (components/dialog.tsx and the voucher's detail) loads when a
 * voucher is open (`?kode=`), or is made ready once a list with vouchers is shown and the page
 * idle (opening one is what the wallet is for), never with the wallet's first load. Offline, the
 * service worker's precache has it.
 */
const importVoucherDialog = () => import('./voucher-dialog');

/** The dialog of `?kode=`, once its module is here; it then stays, so closing animates. */
export function LazyVoucherDialog({ prepare }: { prepare: boolean }) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const open = hydrated && Boolean(openVoucherCode(searchParams));
  const warm = useIdleInView(null, prepare);
  const [warmFailed, setWarmFailed] = useState(false);
  const module = useLazyModule(importVoucherDialog, open || (warm && !warmFailed), () => {
    // Made ready in the background, it fails quietly; opening a voucher asks again.
    if (!open) {
      setWarmFailed(true);
      return;
    }
    toaster.error('Voucher belum bisa dibuka', {
      description: 'Ada gangguan sambungan. Coba lagi sebentar lagi.',
    });
  });
  return module ? <module.VoucherDialog /> : null;
}
