import { describe, expect, it } from 'vitest';
import { promoListHref, promoListVariables, readPromoListParams } from './promo-list-params';

const read = (search: string) => readPromoListParams(new URLSearchParams(search));

describe('readPromoListParams', () => {
  it('reads category, merchant, sort and page', () => {
    expect(read('?category=kuliner&merchant=kopi-senja&sort=ending_soon&page=3')).toEqual({
      category: 'kuliner',
      merchant: 'kopi-senja',
      sort: 'ending_soon',
      page: 3,
    });
  });

  it('falls back to every promo, newest first, page 1', () => {
    expect(read('?category=&merchant=%20&sort=cheapest&page=-2')).toEqual({
      category: undefined,
      merchant: undefined,
      sort: 'newest',
      page: 1,
    });
  });
});

describe('promoListVariables', () => {
  it('leaves absent filters out, so loader and page name one cache entry', () => {
    expect(promoListVariables(read(''))).toEqual({ filter: {}, sort: 'NEWEST', pageSize: 12 });
    expect(promoListVariables(read('?merchant=kopi-senja&sort=ending_soon'))).toEqual({
      filter: { merchant: 'kopi-senja' },
      sort: 'ENDING_SOON',
      pageSize: 12,
    });
  });
});

describe('promoListHref', () => {
  const params = read('?category=kuliner&sort=ending_soon&page=2');

  it('keeps the other filters and starts again at page 1 on a change', () => {
    expect(promoListHref(params, { merchant: 'kopi-senja' })).toBe(
      '/promo?category=kuliner&merchant=kopi-senja&sort=ending_soon',
    );
    expect(promoListHref(params, { category: undefined })).toBe('/promo?sort=ending_soon');
    expect(promoListHref(params, { sort: 'newest' })).toBe('/promo?category=kuliner');
  });

  it('is the same list, page included, without a change', () => {
    expect(promoListHref(params)).toBe('/promo?category=kuliner&sort=ending_soon&page=2');
  });
});
