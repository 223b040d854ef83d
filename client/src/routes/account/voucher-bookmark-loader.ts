import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { pageNumber, queryPages } from '../../lib/route-data';

export const BOOKMARK_PAGE_SIZE = 12;

export const VoucherBookmarksQuery = graphql(`
  query VoucherBookmarks($page: Int!, $pageSize: Int!) {
    viewer {
      bookmarks(page: $page, pageSize: $pageSize) {
        items {
          id
          ...BookmarkRow_promo
        }
        pageInfo {
          page
          totalCount
          hasNextPage
        }
      }
    }
  }
`);

/** Pages 1..N of the member's bookmarked promos, last bookmarked first. */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const page = pageNumber(new URL(request.url).searchParams);
    await queryPages(client, VoucherBookmarksQuery, { pageSize: BOOKMARK_PAGE_SIZE }, page);
    return null;
  };
}
