import { describe, expect, it } from 'vitest';
import {
  pointHistoryHref,
  pointHistoryVariables,
  readPointHistoryParams,
} from './point-history-params';

const read = (query: string) => readPointHistoryParams(new URLSearchParams(query));

describe('point history URL', () => {
  it('reads the kind, the range and the page', () => {
    expect(read('jenis=diperoleh&dari=2026-10-01&sampai=2026-11-22&page=2')).toEqual({
      kind: 'diperoleh',
      from: '2026-10-01',
      to: '2026-11-22',
      page: 2,
    });
  });

  it('ignores what it cannot use', () => {
    expect(read('jenis=semuanya&dari=kemarin&sampai=2026-02-30&page=-3')).toEqual({
      kind: 'semua',
      page: 1,
    });
  });

  it('turns a backwards range around', () => {
    expect(read('dari=2026-11-22&sampai=2026-10-01')).toMatchObject({
      from: '2026-10-01',
      to: '2026-11-22',
    });
  });

  it('builds the query variables', () => {
    expect(pointHistoryVariables(read('jenis=digunakan&dari=2026-10-01'))).toEqual({
      filter: { mutation: 'REDEEM', from: '2026-10-01' },
      pageSize: 10,
    });
    expect(pointHistoryVariables(read(''))).toEqual({ filter: {}, pageSize: 10 });
  });

  it('drops the page when a filter changes', () => {
    const params = read('jenis=diperoleh&page=3');
    expect(pointHistoryHref(params, { kind: 'digunakan' })).toBe('/account/poin?jenis=digunakan');
    expect(pointHistoryHref(params, { kind: 'semua', from: undefined })).toBe('/account/poin');
  });
});
