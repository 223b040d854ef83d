import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { pageNumber, queryPages } from '../../lib/route-data';

/** The upstream's largest page: the whole seeded A–Z in one request. */
const MERCHANT_PAGE_SIZE = 100;

export const MerchantListQuery = graphql(`
  query MerchantList($filter: MerchantFilter, $page: Int!, $pageSize: Int!) {
    merchants(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        ...MerchantCard_merchant
      }
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`);

export function merchantListArgs(searchParams: URLSearchParams) {
  const category = searchParams.get('category')?.trim() || undefined;
  return {
    category,
    page: pageNumber(searchParams),
    variables: { filter: category ? { category } : undefined, pageSize: MERCHANT_PAGE_SIZE },
  };
}

export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { variables, page } = merchantListArgs(new URL(request.url).searchParams);
    // The category choices are the header's, which the root loader already asks for.
    await queryPages(client, MerchantListQuery, variables, page);
    return null;
  };
}
