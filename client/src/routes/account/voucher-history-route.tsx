import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useListIsReloading } from '../../components/card-grid';
import { PageHead } from '../../components/page-head';
import {
  HISTORY_FILTERS,
  historyFilter,
  historyHref,
  type HistoryFilter,
} from '../../features/wallet/voucher-history-params';
import { VoucherList } from '../../features/wallet/voucher-list';
import { WalletTabs } from '../../features/wallet/wallet-tabs';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import { historyVariables } from './voucher-history-loader';
import { WalletVouchersQuery } from '../../features/wallet/wallet-queries';
import * as voucherHistoryCss from './voucher-history.css';
import * as buttonCss from '../../components/button.css';
import * as pageCss from '../../components/page.css';

function FilterChips(props: { active: HistoryFilter['value'] }) {
  return (
    <nav aria-label="Filter riwayat" className={voucherHistoryCss.filters}>
      {HISTORY_FILTERS.map((filter) => {
        const active = filter.value === props.active;
        return (
          <Link
            key={filter.value}
            to={historyHref(filter.value)}
            preventScrollReset
            aria-current={active ? 'true' : undefined}
            className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${active ? buttonCss.solid : buttonCss.outline} ${buttonCss.pill}`}
          >
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}

const EMPTY: Record<HistoryFilter['value'], { title: string; description: string }> = {
  semua: {
    title: 'Belum ada riwayat voucher',
    description: 'Voucher yang sudah kamu pakai atau yang kedaluwarsa akan tercatat di sini.',
  },
  terpakai: {
    title: 'Belum ada voucher terpakai',
    description: 'Voucher yang kamu tukarkan di kasir akan tercatat di sini.',
  },
  kedaluwarsa: {
    title: 'Tidak ada voucher kedaluwarsa',
    description: 'Bagus! Semua voucher kamu terpakai sebelum berakhir.',
  },
};

export function Component() {
  const [searchParams] = useSearchParams();
  const filter = historyFilter(searchParams);
  const { data } = useQuery(WalletVouchersQuery, {
    variables: { ...historyVariables(filter), page: pageNumber(searchParams) },
  });
  const reloading = useListIsReloading();
  const list = data?.viewer?.vouchers;
  const empty = EMPTY[filter.value];

  return (
    <>
      <PageHead
        title="Riwayat Voucher"
        description="Voucher yang sudah kamu pakai atau yang sudah kedaluwarsa."
      />
      <h1 className={pageCss.title}>Voucher Saya</h1>
      <p className={pageCss.lead}>
        Voucher yang sudah terpakai atau kedaluwarsa, yang terbaru di atas.
      </p>
      <WalletTabs />
      <FilterChips active={filter.value} />

      <VoucherList
        list={list}
        reloading={reloading}
        testId="voucher-history"
        empty={{
          title: empty.title,
          description: empty.description,
          action: { label: 'Lihat Voucher Aktif', href: paths.accountVoucher() },
        }}
      />
    </>
  );
}
