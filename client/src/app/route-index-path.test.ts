import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeIndexPath, routesAtIndexPath } from './route-index-path';

const table: RouteObject[] = [
  {
    id: 'root',
    children: [
      { index: true },
      { path: 'promo' },
      { path: 'promo/:slug' },
      { path: 'account', children: [{ index: true }, { path: 'poin' }, { path: 'voucher' }] },
    ],
  },
];

const matchedAt = (pathname: string) =>
  (matchRoutes(table, pathname) ?? []).map(({ route }) => route);

describe('route index paths', () => {
  it("give the browser the server's matched routes without matching the address again", () => {
    for (const pathname of ['/', '/promo', '/promo/kopi', '/account', '/account/voucher']) {
      const path = routeIndexPath(table, matchedAt(pathname));
      expect(routesAtIndexPath(table, path)).toEqual(matchedAt(pathname));
    }
    expect(routeIndexPath(table, matchedAt('/account/voucher'))).toEqual([0, 3, 2]);
  });

  it('refuse a route that is not in the table, and a path the table does not have', () => {
    expect(() => routeIndexPath(table, [{ path: 'elsewhere' }])).toThrow(/not in the table/);
    expect(() => routesAtIndexPath(table, [0, 7])).toThrow(/no route at 0\.7/);
  });
});
