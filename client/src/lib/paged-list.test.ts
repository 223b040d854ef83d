import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { pagedList, withoutItems } from './paged-list';

const PromosQuery = gql`
  query Promos($sort: PromoSort, $page: Int) {
    promos(sort: $sort, page: $page, pageSize: 2) {
      items {
        id
        title
      }
      pageInfo {
        page
        hasNextPage
      }
    }
  }
`;

function page(number: number, ids: string[], hasNextPage = true) {
  return {
    promos: {
      __typename: 'PromoPage',
      items: ids.map((id) => ({ __typename: 'Promo', id, title: `Promo ${id}` })),
      pageInfo: { __typename: 'PageInfo', page: number, hasNextPage },
    },
  };
}

function createCache() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { promos: pagedList(['sort', 'pageSize']) } } },
  });
}

const ids = (result: unknown) =>
  (result as ReturnType<typeof page> | null)?.promos.items.map((item) => item.id);

describe('pagedList', () => {
  it('reads page N as pages 1..N in order, with page N’s page info', () => {
    const cache = createCache();
    // Written out of order, as parallel loaders may.
    cache.writeQuery({ query: PromosQuery, variables: { page: 2 }, data: page(2, ['3', '4']) });
    cache.writeQuery({ query: PromosQuery, variables: { page: 1 }, data: page(1, ['1', '2']) });

    const second = cache.readQuery({ query: PromosQuery, variables: { page: 2 } });
    expect(ids(second)).toEqual(['1', '2', '3', '4']);
    expect((second as ReturnType<typeof page>).promos.pageInfo.page).toBe(2);
    expect(ids(cache.readQuery({ query: PromosQuery, variables: { page: 1 } }))).toEqual([
      '1',
      '2',
    ]);
  });

  it('misses (so the page is fetched) when a page up to N is not cached', () => {
    const cache = createCache();
    cache.writeQuery({ query: PromosQuery, variables: { page: 1 }, data: page(1, ['1', '2']) });
    expect(cache.readQuery({ query: PromosQuery, variables: { page: 2 } })).toBeNull();
  });

  it('keeps lists with other arguments apart', () => {
    const cache = createCache();
    cache.writeQuery({
      query: PromosQuery,
      variables: { page: 1, sort: 'NEWEST' },
      data: page(1, ['1', '2']),
    });
    cache.writeQuery({
      query: PromosQuery,
      variables: { page: 1, sort: 'ENDING_SOON' },
      data: page(1, ['9', '8']),
    });
    expect(
      ids(cache.readQuery({ query: PromosQuery, variables: { page: 1, sort: 'NEWEST' } })),
    ).toEqual(['1', '2']);
  });

  it('replaces a page fetched again instead of appending it twice', () => {
    const cache = createCache();
    cache.writeQuery({ query: PromosQuery, variables: { page: 1 }, data: page(1, ['1', '2']) });
    cache.writeQuery({ query: PromosQuery, variables: { page: 1 }, data: page(1, ['1', '5']) });
    expect(ids(cache.readQuery({ query: PromosQuery, variables: { page: 1 } }))).toEqual([
      '1',
      '5',
    ]);
  });
});

describe('withoutItems', () => {
  it('drops the items from every stored page and lowers each totalCount', () => {
    const stored = {
      pages: {
        1: { items: [{ __ref: 'Promo:1' }, { __ref: 'Promo:2' }], pageInfo: { totalCount: 3 } },
        2: { items: [{ __ref: 'Promo:3' }], pageInfo: { totalCount: 3 } },
      },
    };
    expect(withoutItems(stored, (item) => item.__ref === 'Promo:2')).toEqual({
      pages: {
        1: { items: [{ __ref: 'Promo:1' }], pageInfo: { totalCount: 2 } },
        2: { items: [{ __ref: 'Promo:3' }], pageInfo: { totalCount: 2 } },
      },
    });
    expect(withoutItems(stored, () => false)).toBe(stored);
    expect(withoutItems(undefined, () => true)).toBeUndefined();
  });
});
