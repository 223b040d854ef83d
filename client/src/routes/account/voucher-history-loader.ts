import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { historyFilter, type HistoryFilter } from '../../features/wallet/voucher-history-params';
import {
  WALLET_PAGE_SIZE,
  WalletVouchersQuery,
  loadOpenVoucher,
} from '../../features/wallet/wallet-queries';
import { pageNumber, queryPages } from '../../lib/route-data';

/** Used and expired vouchers, the latest to end first (used: by the day of use). */
export function historyVariables(filter: HistoryFilter) {
  return { status: [...filter.statuses], sort: 'LAST_ENDED' as const, pageSize: WALLET_PAGE_SIZE };
}

/** Pages 1..N of the filtered history; with `?kode=`, that voucher (from the list when there). */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const searchParams = new URL(request.url).searchParams;
    await queryPages(
      client,
      WalletVouchersQuery,
      historyVariables(historyFilter(searchParams)),
      pageNumber(searchParams),
    );
    await loadOpenVoucher(client, searchParams);
    return null;
  };
}
