import type { ApolloClient } from '@apollo/client';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { PROMO_PAGE_SIZE } from '../../features/promo/promo-list-params';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { graphql } from '../../gql';
import type { PromoSort } from '../../gql/graphql';
import { pageNumber, queryPages } from '../../lib/route-data';

export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      title
      image
    }
  }
`);

export const CategoryMerchantsQuery = graphql(`
  query CategoryMerchants($filter: MerchantFilter!, $page: Int!, $pageSize: Int!) {
    merchants(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        ...MerchantCard_merchant
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

const MERCHANT_ROW_SIZE = 20;

export const SORTS: ReadonlyArray<{ value: string; sort: PromoSort; label: string }> = [
  { value: 'newest', sort: 'NEWEST', label: 'Terbaru' },
  { value: 'ending_soon', sort: 'ENDING_SOON', label: 'Segera berakhir' },
];

/** The page's list arguments from its URL (`?sort=ending_soon&page=2`); newest by default. */
export function categoryArgs(slug: string, searchParams: URLSearchParams) {
  const sortOption = SORTS.find((item) => item.value === searchParams.get('sort')) ?? SORTS[0]!;
  return {
    sortValue: sortOption.value,
    page: pageNumber(searchParams),
    promoVariables: {
      filter: { category: slug },
      sort: sortOption.sort,
      pageSize: PROMO_PAGE_SIZE,
    },
    merchantVariables: { filter: { category: slug }, page: 1, pageSize: MERCHANT_ROW_SIZE },
  };
}

/**
 * SPEC 2: the category is loaded before the page is entered; a missing one is a 404. Its
 * promos and merchants are asked at the same time and may fail alone. The category is
 * published to the global page context (SPEC 3).
 */
export function createLoader(client: ApolloClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const { page, promoVariables, merchantVariables } = categoryArgs(
      slug,
      new URL(request.url).searchParams,
    );
    const [result] = await Promise.all([
      client.query({ query: CategoryPageQuery, variables: { slug } }),
      queryPages(client, PromoListQuery, promoVariables, page, { errorPolicy: 'all' }),
      client.query({
        query: CategoryMerchantsQuery,
        variables: merchantVariables,
        errorPolicy: 'all',
      }),
    ]);
    if (!result.data?.category) {
      throw data(`Kategori tidak ditemukan: ${slug}`, { status: 404 });
    }
    const { id, title } = result.data.category;
    return { pageData: { category: { id, slug: result.data.category.slug, title } } };
  };
}
