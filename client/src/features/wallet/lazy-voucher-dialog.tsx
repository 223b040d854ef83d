import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { useLazyModule } from '../../lib/use-lazy-module';
import { toaster } from '../../components/toaster';
import { openVoucherCode } from './voucher-href';

/**
 * The voucher dialog is Chakra's (focus trap, portal): its module, with Chakra's runtime, loads
 * when a voucher is open (`?kode=`), not with the wallet. Offline, the service worker's precache
 * has it.
 */
const importVoucherDialog = () => import('./voucher-dialog');

/** The dialog of `?kode=`, once its module is here; it then stays, so closing animates. */
export function LazyVoucherDialog() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const wanted = hydrated && Boolean(openVoucherCode(searchParams));
  const module = useLazyModule(importVoucherDialog, wanted, () => {
    toaster.error('Voucher belum bisa dibuka', {
      description: 'Ada gangguan sambungan. Coba lagi sebentar lagi.',
    });
  });
  return module ? <module.VoucherDialog /> : null;
}
