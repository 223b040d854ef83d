import { graphql } from '../../gql';

/**
 * One page of promo cards, filtered and sorted: the promo list, a category's promos and a
 * merchant's promos all read it (one document, one cache entry per filter).
 */
export const PromoListQuery = graphql(`
  query PromoList($filter: PromoFilter, $sort: PromoSort, $page: Int, $pageSize: Int) {
    promos(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        id
        ...PromoCard_promo
      }
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`);

/**
 * The same list's paging without its cards: the filters' count and "Muat lebih banyak" read it
 * while the cards keep the server's HTML (routes/promo/promo-list-route.tsx). Read from the cache
 * the list's query filled; never asked for on its own.
 */
export const PromoListPageInfoQuery = graphql(`
  query PromoListPageInfo($filter: PromoFilter, $sort: PromoSort, $page: Int, $pageSize: Int) {
    promos(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`);
