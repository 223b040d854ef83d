import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { toaster } from '../../components/toaster';
import { openVoucherCode } from './voucher-href';

/**
 * The voucher dialog is Chakra's (focus trap, portal): its module, with Chakra's runtime, loads
 * when a voucher is about to be opened (a card pointed at, focused or pressed) or is open
 * (`?kode=`), not with the wallet. Offline, the service worker's precache has it.
 */
const importVoucherDialog = () => import('./voucher-dialog');
type VoucherDialogModule = Awaited<ReturnType<typeof importVoucherDialog>>;

export function preloadVoucherDialog(): void {
  void importVoucherDialog().catch(() => undefined);
}

/** The dialog of `?kode=`, once its module is here; it then stays, so closing animates. */
export function LazyVoucherDialog() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const wanted = hydrated && Boolean(openVoucherCode(searchParams));
  const [module, setModule] = useState<VoucherDialogModule | null>(null);
  const unavailable = useEffectEvent(() => {
    toaster.error('Voucher belum bisa dibuka', {
      description: 'Ada gangguan sambungan. Coba lagi sebentar lagi.',
    });
  });
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void importVoucherDialog().then(
      (loaded) => {
        if (current) setModule(loaded);
      },
      () => {
        if (current) unavailable();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module ? <module.VoucherDialog /> : null;
}
