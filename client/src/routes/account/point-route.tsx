import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useListIsReloading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { HydrateApart } from '../../components/hydrate-apart';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { StatusAlert } from '../../components/status-alert';
import { EXPIRY_SCHEDULE_ID, PointBalanceCard } from '../../features/account/point-balance-card';
import {
  PointExpirySchedule,
  PointExpiryScheduleSkeleton,
} from '../../features/account/point-expiry-schedule';
import { CalendarLink } from '../../features/account/calendar-link';
import { PointHistoryFilters } from '../../features/account/point-history-filters';
import {
  isFiltered,
  pointHistoryVariables,
  readPointHistoryParams,
  type PointHistoryParams,
} from '../../features/account/point-history-params';
import { PointHistoryRow, PointHistoryRowSkeleton } from '../../features/account/point-history-row';
import { useHeaderData } from '../../lib/header-query';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { PointExpiryQuery, PointHistoryQuery, pointHistoryOptions } from './point-loader';
import * as accountCss from './account.css';
import * as alertStatusCss from '../../components/alert-status.css';
import * as pageCss from '../../components/page.css';

/** "Menampilkan 40 transaksi · 1 Okt 2026 – 22 Nov 2026". */
function describeRange(params: PointHistoryParams, total: number): string {
  const range =
    params.from || params.to
      ? ` · ${params.from ? formatDate(`${params.from}T00:00:00+07:00`) : 'awal'} – ${
          params.to ? formatDate(`${params.to}T00:00:00+07:00`) : 'hari ini'
        }`
      : '';
  return `${total} transaksi${range}`;
}

function HistoryList(props: { params: PointHistoryParams }) {
  const { params } = props;
  const { data, error } = useQuery(PointHistoryQuery, {
    variables: { ...pointHistoryVariables(params), page: params.page },
    ...pointHistoryOptions,
  });
  const reloading = useListIsReloading();
  const history = data?.viewer?.pointTransactions;

  if (!history) {
    if (!error) return null;
    return (
      <StatusAlert
        status="error"
        className={alertStatusCss.alertRounded}
        title="Riwayat poin belum bisa dimuat. Coba muat ulang halaman."
      />
    );
  }
  const filters = <PointHistoryFilters params={params} />;
  if (history.items.length === 0 && !reloading) {
    // Without any history the filters have nothing to narrow: only the way out shows.
    return isFiltered(params) ? (
      <>
        {filters}
        <EmptyState
          title="Tidak ada transaksi"
          description="Belum ada transaksi poin yang cocok dengan filter ini."
          action={{ label: 'Hapus filter', href: paths.accountPoint() }}
        />
      </>
    ) : (
      <EmptyState
        title="Belum ada riwayat poin"
        description="Kumpulkan poin setiap bertransaksi di merchant partner, lalu tukarkan dengan voucher favoritmu."
        action={{ label: 'Lihat voucher', href: paths.promos() }}
      />
    );
  }
  return (
    <>
      {filters}
      <p className={accountCss.pointHistorySummary} data-testid="point-history-summary">
        {describeRange(params, history.pageInfo.totalCount)}
      </p>
      <ul
        className={accountCss.pointHistory}
        aria-busy={reloading || undefined}
        data-testid="point-history"
      >
        {reloading
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index}>
                <PointHistoryRowSkeleton />
              </li>
            ))
          : history.items.map((transaction) => (
              <li key={transaction.id}>
                <PointHistoryRow transaction={transaction} />
              </li>
            ))}
      </ul>
      {reloading ? null : <LoadMoreLink pageInfo={history.pageInfo} />}
    </>
  );
}

/**
 * Every batch of the next 12 months, then the calendar link; a failure says so here, and the rest
 * of the page stays.
 */
function ExpirySchedule() {
  const { data, error } = useQuery(PointExpiryQuery, pointHistoryOptions);
  const viewer = data?.viewer;
  const schedule = viewer?.pointExpirySchedule;
  if (!schedule && !error) return <PointExpiryScheduleSkeleton />;
  return (
    <>
      {schedule ? (
        <PointExpirySchedule schedule={schedule} />
      ) : (
        <StatusAlert
          status="error"
          className={alertStatusCss.alertRounded}
          title="Jadwal kedaluwarsa poin belum bisa dimuat. Coba muat ulang halaman."
        />
      )}
      {viewer ? <CalendarLink feed={viewer.calendarFeed ?? null} /> : null}
    </>
  );
}

/**
 * The member's points: balance, expiry schedule and the filtered history. Plain elements on static
 * classes: the page renders without Chakra's runtime, as does the account layout around it. The
 * schedule and the history, each with its own query, hydrate apart (see HydrateApart).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const params = readPointHistoryParams(searchParams);
  const viewer = useHeaderData().data?.viewer;

  return (
    <div className={accountCss.pointPage}>
      <PageHead
        title="Poin Saya"
        description="Saldo poin, jadwal poin yang akan kedaluwarsa dan riwayat transaksi poinmu."
        robots="noindex"
      />
      <h1 className={pageCss.title}>Poin Saya</h1>
      <PointBalanceCard point={viewer?.point} expiring={viewer?.expiringPoint} />
      <section
        aria-labelledby="point-expiry-heading"
        id={EXPIRY_SCHEDULE_ID}
        className={accountCss.expirySection}
      >
        <h2 className={accountCss.pointHistoryTitle} id="point-expiry-heading">
          Jadwal kedaluwarsa poin
        </h2>
        <p className={accountCss.expiryIntro}>
          Poin yang akan hangus dalam 12 bulan ke depan, yang paling dekat di atas.
        </p>
        <HydrateApart>
          <ExpirySchedule />
        </HydrateApart>
      </section>
      <section aria-labelledby="point-history-heading">
        <h2 className={accountCss.pointHistoryTitle} id="point-history-heading">
          Riwayat transaksi
        </h2>
        <HydrateApart>
          <HistoryList params={params} />
        </HydrateApart>
      </section>
    </div>
  );
}
