import type { PromoFilter, PromoSort } from '../../gql/graphql';
import { pageNumber } from '../../lib/route-data';
import { paths } from '../../lib/paths';

/** The list's sort as the URL spells it (`?sort=ending_soon`); `newest` is the default. */
export type PromoSortParam = 'newest' | 'ending_soon';

export const PROMO_SORTS: ReadonlyArray<{ value: PromoSortParam; label: string }> = [
  { value: 'newest', label: 'Terbaru' },
  { value: 'ending_soon', label: 'Segera berakhir' },
];

const SORTS: Record<PromoSortParam, PromoSort> = {
  newest: 'NEWEST',
  ending_soon: 'ENDING_SOON',
};

/** What the `/promo` URL asks for: `?category=kuliner&merchant=kopi-senja&sort=ending_soon&page=2`. */
export interface PromoListParams {
  category?: string;
  merchant?: string;
  sort: PromoSortParam;
  page: number;
}

/**
 * One page of promo cards in every promo list (`/promo`, a category's, a merchant's): a phone's
 * first screens and a little more. Each card is a picture to fetch and a cache read to hydrate.
 */
export const PROMO_PAGE_SIZE = 12;

function slugParam(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readPromoListParams(search: URLSearchParams): PromoListParams {
  const sort = search.get('sort');
  return {
    category: slugParam(search.get('category')),
    merchant: slugParam(search.get('merchant')),
    sort: sort === 'ending_soon' ? 'ending_soon' : 'newest',
    page: pageNumber(search),
  };
}

/**
 * The list query's variables without `page`. The loader and the component build them here so
 * both name the same cache entry (an absent filter field is left out, never `undefined`).
 */
export function promoListVariables(params: PromoListParams) {
  const filter: PromoFilter = {};
  if (params.category) filter.category = params.category;
  if (params.merchant) filter.merchant = params.merchant;
  return { filter, sort: SORTS[params.sort], pageSize: PROMO_PAGE_SIZE };
}

/**
 * The `/promo` URL for these params; a change of filter or sort starts again at page 1, so
 * callers pass what changes and `page` is dropped unless given.
 */
export function promoListHref(
  params: Omit<PromoListParams, 'page'> & { page?: number },
  change: Partial<Omit<PromoListParams, 'page'>> = {},
): string {
  const next = { ...params, ...change };
  const search = new URLSearchParams();
  if (next.category) search.set('category', next.category);
  if (next.merchant) search.set('merchant', next.merchant);
  if (next.sort !== 'newest') search.set('sort', next.sort);
  if (Object.keys(change).length === 0 && params.page && params.page > 1) {
    search.set('page', String(params.page));
  }
  const query = search.toString();
  return query ? `${paths.promos()}?${query}` : paths.promos();
}
