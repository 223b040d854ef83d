import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListIsReloading } from '../../components/card-grid';
import { PageHead } from '../../components/page-head';
import { preloadVoucherQr } from '../../features/wallet/voucher-qr';
import { activeVoucherVariables, WalletVouchersQuery } from '../../features/wallet/wallet-queries';
import { VoucherList } from '../../features/wallet/voucher-list';
import { WalletTabs } from '../../features/wallet/wallet-tabs';
import { formatPoint } from '../../lib/format';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import * as pageCss from '../../components/page.css';

export function Component() {
  const [searchParams] = useSearchParams();
  const { data } = useQuery(WalletVouchersQuery, {
    variables: { ...activeVoucherVariables, page: pageNumber(searchParams) },
  });
  const list = data?.viewer?.vouchers;
  const reloading = useListIsReloading();

  // With the list on screen, the QR code's library is fetched too: the first voucher opened
  // (perhaps offline, at the cashier) has everything it needs.
  useEffect(() => {
    if (list && list.items.length > 0) preloadVoucherQr();
  }, [list]);

  return (
    <>
      <PageHead
        title="Voucher Saya"
        description="Voucher aktif kamu, yang paling cepat berakhir di atas. Buka voucher untuk menunjukkan kode QR-nya ke kasir."
      />
      <h1 className={pageCss.title}>Voucher Saya</h1>
      <p className={pageCss.lead}>
        {list && list.pageInfo.totalCount > 0
          ? `${formatPoint(list.pageInfo.totalCount)} voucher aktif, yang paling cepat berakhir di atas.`
          : 'Voucher aktif yang siap kamu tukarkan.'}
      </p>
      <WalletTabs />

      <VoucherList
        list={list}
        reloading={reloading}
        testId="voucher-list"
        empty={{
          title: 'Belum ada voucher aktif',
          description:
            'Tukar poinmu atau klaim voucher gratis dari brand favoritmu, lalu voucher-nya muncul di sini.',
          action: { label: 'Cari Promo', href: paths.promos() },
        }}
      />
    </>
  );
}
