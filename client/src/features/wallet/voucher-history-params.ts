import type { VoucherStatus } from '../../gql/graphql';
import { paths } from '../../lib/paths';

/** The history's filters as the URL names them (`?status=terpakai`) and what each lists. */
export const HISTORY_FILTERS = [
  { value: 'semua', label: 'Semua', statuses: ['USED', 'EXPIRED'] },
  { value: 'terpakai', label: 'Terpakai', statuses: ['USED'] },
  { value: 'kedaluwarsa', label: 'Kedaluwarsa', statuses: ['EXPIRED'] },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  statuses: readonly VoucherStatus[];
}>;

export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** `?status=` of the history; anything unknown is "Semua". */
export function historyFilter(searchParams: URLSearchParams): HistoryFilter {
  const value = searchParams.get('status');
  return HISTORY_FILTERS.find((filter) => filter.value === value) ?? HISTORY_FILTERS[0];
}

/** The history's URL with a filter (page 1); "Semua" is the bare path. */
export function historyHref(filter: HistoryFilter['value']): string {
  const base = paths.accountVoucherHistory();
  return filter === 'semua' ? base : `${base}?status=${filter}`;
}
