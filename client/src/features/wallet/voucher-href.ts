/** The param that names the open voucher: `/account/voucher?kode=MV-…` (deep link, Back closes). */
export const VOUCHER_PARAM = 'kode';

/** The current list URL's search with the voucher open (`code`) or closed (null). */
export function voucherHref(search: string, code: string | null): { search: string } {
  const params = new URLSearchParams(search);
  if (code) params.set(VOUCHER_PARAM, code);
  else params.delete(VOUCHER_PARAM);
  const query = params.toString();
  return { search: query ? `?${query}` : '' };
}

/** The open voucher's code from a URL's search params, upper-case as codes are; null if none. */
export function openVoucherCode(searchParams: URLSearchParams): string | null {
  const code = searchParams.get(VOUCHER_PARAM)?.trim().toUpperCase();
  return code ? code.slice(0, 64) : null;
}
