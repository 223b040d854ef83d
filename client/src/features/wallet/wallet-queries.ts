import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { VoucherSort, VoucherStatus } from '../../gql/graphql';
import { openVoucherCode } from './voucher-href';

/** Vouchers per page of the wallet and the history. */
export const WALLET_PAGE_SIZE = 12;

/**
 * The member's vouchers, one page: the wallet's active ones (`activeVoucherVariables`) and the
 * history's used and expired ones (voucher-history-params.ts). Each item carries the card's AND
 * the detail dialog's fields, so a voucher opens from the cache alone (offline at the cashier
 * too).
 */
export const WalletVouchersQuery = graphql(`
  query WalletVouchers(
    $status: [VoucherStatus!]!
    $sort: VoucherSort!
    $page: Int!
    $pageSize: Int!
  ) {
    viewer {
      vouchers(status: $status, sort: $sort, page: $page, pageSize: $pageSize) {
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

/** The wallet: active vouchers, the soonest to lapse first. */
export const activeVoucherVariables: {
  status: VoucherStatus[];
  sort: VoucherSort;
  pageSize: number;
} = { status: ['ACTIVE'], sort: 'EXPIRING_SOON', pageSize: WALLET_PAGE_SIZE };

/**
 * One voucher by code, for the dialog. A voucher the list already holds is read from the cache
 * (the `Viewer.voucher` read policy); any other (a used one, a mistyped code) is asked for.
 */
export const WalletVoucherQuery = graphql(`
  query WalletVoucher($code: String!) {
    viewer {
      voucher(code: $code) {
        code
        ...VoucherDetail_voucher
      }
    }
  }
`);

/**
 * The voucher `?kode=` opens, for a wallet or history loader: read from the list just loaded when
 * it is there (no request), asked for otherwise (a used voucher, an unknown code).
 */
export async function loadOpenVoucher(
  client: ApolloClient,
  searchParams: URLSearchParams,
): Promise<void> {
  const code = openVoucherCode(searchParams);
  if (code) {
    await client.query({ query: WalletVoucherQuery, variables: { code }, errorPolicy: 'all' });
  }
}
