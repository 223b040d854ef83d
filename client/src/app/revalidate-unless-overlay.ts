import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { VOUCHER_PARAM } from '../features/wallet/voucher-href';

/**
 * Parameters that open an overlay over the page (`?kode=`: a voucher over its list). The
 * overlay reads its own data, so opening or closing one runs no loader: on a slow phone the
 * loaders' cache reads were most of the tap's work.
 */
const OVERLAY_PARAMS: readonly string[] = [VOUCHER_PARAM];

function withoutOverlay(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of OVERLAY_PARAMS) params.delete(name);
  return `${url.pathname}?${params.toString()}`;
}

/**
 * Loaders re-run as React Router's default says, except on a navigation that only opens or
 * closes an overlay. (A revalidation or a visit to the same URL is not such a navigation.)
 */
export function revalidateUnlessOverlay(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl } = args;
  const overlayOnly =
    !args.formMethod &&
    currentUrl.href !== nextUrl.href &&
    withoutOverlay(currentUrl) === withoutOverlay(nextUrl);
  return overlayOnly ? false : args.defaultShouldRevalidate;
}
