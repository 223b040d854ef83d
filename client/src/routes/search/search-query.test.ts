import { describe, expect, it } from 'vitest';
import { ONE_GROUP_LIMIT, OVERVIEW_LIMIT, searchArgs } from './search-query';

const args = (query: string) => searchArgs(new URLSearchParams(query));

describe('searchArgs', () => {
  it('trims q and asks for the overview only without a type', () => {
    const result = args('q=%20kopi%20');
    expect(result.q).toBe('kopi');
    expect(result.overview).toEqual({ q: 'kopi', limit: OVERVIEW_LIMIT });
    expect(result.oneGroup).toBeUndefined();
  });

  it('asks for one group with more results when type names one', () => {
    expect(args('q=kopi&type=merchant').oneGroup).toEqual({
      q: 'kopi',
      type: 'MERCHANT',
      limit: ONE_GROUP_LIMIT,
    });
    expect(args('q=kopi&type=user').group).toBeUndefined();
  });

  it('keeps q within the 100 characters the API takes', () => {
    expect(args(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(args('q=%20%20').q).toBe('');
  });
});
