import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  activeVoucherVariables,
  loadOpenVoucher,
  WalletVouchersQuery,
} from '../../features/wallet/wallet-queries';
import { pageNumber, queryPages } from '../../lib/route-data';

/**
 * Pages 1..N of the active vouchers; then, with `?kode=`, that voucher: read from the list just
 * loaded when it is there (no request), asked for otherwise (a used voucher, an unknown code).
 */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const searchParams = new URL(request.url).searchParams;
    await queryPages(client, WalletVouchersQuery, activeVoucherVariables, pageNumber(searchParams));
    await loadOpenVoucher(client, searchParams);
    return null;
  };
}
