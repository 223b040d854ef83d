import type { PointMutation, PointTransactionFilter } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';

/** `?jenis=` of /account/poin; no parameter means every transaction. */
export type PointKind = 'semua' | 'diperoleh' | 'digunakan';

export const POINT_KINDS: ReadonlyArray<{ value: PointKind; label: string }> = [
  { value: 'semua', label: 'Semua' },
  { value: 'diperoleh', label: 'Diperoleh' },
  { value: 'digunakan', label: 'Digunakan' },
];

const MUTATIONS: Record<Exclude<PointKind, 'semua'>, PointMutation> = {
  diperoleh: 'EARNING',
  digunakan: 'REDEEM',
};

/** What the URL asks for: `?jenis=diperoleh&dari=2026-10-01&sampai=2026-11-22&page=2`. */
export interface PointHistoryParams {
  kind: PointKind;
  /** First Jakarta day, YYYY-MM-DD. */
  from?: string;
  /** Last Jakarta day, YYYY-MM-DD. */
  to?: string;
  page: number;
}

const POINT_HISTORY_PAGE_SIZE = 10;

/** A real calendar day written YYYY-MM-DD; anything else (2026-02-30, 'kemarin') is ignored. */
function dayParam(value: string | null): string | undefined {
  const day = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
}

/**
 * Reads the URL; values it cannot use are ignored rather than failing the page. A range typed
 * backwards is turned around (the identity API refuses `from` after `to`).
 */
export function readPointHistoryParams(search: URLSearchParams): PointHistoryParams {
  const kind = search.get('jenis');
  let from = dayParam(search.get('dari'));
  let to = dayParam(search.get('sampai'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    kind: kind === 'diperoleh' || kind === 'digunakan' ? kind : 'semua',
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: pageNumber(search),
  };
}

export function isFiltered(params: PointHistoryParams): boolean {
  return params.kind !== 'semua' || Boolean(params.from || params.to);
}

/** The query's variables without `page`; the loader and the page build them here alike. */
export function pointHistoryVariables(params: PointHistoryParams) {
  const filter: PointTransactionFilter = {};
  if (params.kind !== 'semua') filter.mutation = MUTATIONS[params.kind];
  if (params.from) filter.from = params.from;
  if (params.to) filter.to = params.to;
  return { filter, pageSize: POINT_HISTORY_PAGE_SIZE };
}

/** The query string for these params with some changed; a change starts again at page 1. */
export function pointHistorySearch(
  params: PointHistoryParams,
  change: Partial<Omit<PointHistoryParams, 'page'>> = {},
): string {
  const next = { ...params, ...change };
  const search = new URLSearchParams();
  if (next.kind !== 'semua') search.set('jenis', next.kind);
  if (next.from) search.set('dari', next.from);
  if (next.to) search.set('sampai', next.to);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pointHistoryHref(
  params: PointHistoryParams,
  change: Partial<Omit<PointHistoryParams, 'page'>> = {},
): string {
  return `${paths.accountPoint()}${pointHistorySearch(params, change)}`;
}
