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
