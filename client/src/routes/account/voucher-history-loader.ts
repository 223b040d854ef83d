import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { historyFilter, type HistoryFilter } from '../../features/wallet/voucher-history-params';
import { WALLET_PAGE_SIZE, loadOpenVoucher } from '../../features/wallet/wallet-queries';
import { graphql } from '../../gql';
import { pageNumber, queryPages } from '../../lib/route-data';

/** Used and expired vouchers, the latest to end first (used: by the day of use). */
export const VoucherHistoryQuery = graphql(`
  query VoucherHistory($status: [VoucherStatus!]!, $page: Int!, $pageSize: Int!) {
    viewer {
      vouchers(status: $status, sort: LAST_ENDED, page: $page, pageSize: $pageSize) {
        items {
          code
          ...VoucherCard_voucher
          ...VoucherDetail_voucher
        }
        pageInfo {
          page
          totalCount
          hasNextPage
        }
      }
    }
  }
`);

export function historyVariables(filter: HistoryFilter) {
  return { status: [...filter.statuses], pageSize: WALLET_PAGE_SIZE };
}

/** Pages 1..N of the filtered history; with `?kode=`, that voucher (from the list when there). */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const searchParams = new URL(request.url).searchParams;
    await queryPages(
      client,
      VoucherHistoryQuery,
      historyVariables(historyFilter(searchParams)),
      pageNumber(searchParams),
    );
    await loadOpenVoucher(client, searchParams);
    return null;
  };
}
