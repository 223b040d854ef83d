import type { ApolloClient } from '@apollo/client';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { PROMO_PAGE_SIZE } from '../../features/promo/promo-list-params';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { graphql } from '../../gql';
import { pageNumber, queryFailed, queryPages } from '../../lib/route-data';

export const MerchantPageQuery = graphql(`
  query MerchantPage($slug: String!) {
    merchant(slug: $slug) {
      id
      slug
      name
      image
      description
      website
      promoCount
      categories {
        id
        slug
        title
      }
      outlets {
        id
        ...OutletList_outlet
      }
    }
  }
`);

/**
 * SPEC 2 and 8: the merchant is loaded by slug before the page is entered; a missing one, or
 * one whose id is not above 0, is the error page with the server's status, or 404. Its promos
 * are asked at the same time; they may fail alone (the section says so, the page stays).
 */
export function createLoader(client: ApolloClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const page = pageNumber(new URL(request.url).searchParams);
    // The merchant's promos through the root `promos` list (the same upstream call as
    // `Merchant.promos`): a failure there must not null the page's `merchant` in the cache.
    const promos = queryPages(
      client,
      PromoListQuery,
      { filter: { merchant: slug }, pageSize: PROMO_PAGE_SIZE },
      page,
      { errorPolicy: 'all' },
    ).catch(() => null);
    let merchant;
    try {
      merchant = (await client.query({ query: MerchantPageQuery, variables: { slug } })).data
        ?.merchant;
    } catch (error) {
      queryFailed(error, `Merchant tidak dapat dimuat: ${slug}`);
    }
    if (!merchant || !(Number(merchant.id) > 0)) {
      throw data(`Merchant tidak ditemukan: ${slug}`, { status: 404 });
    }
    await promos;
    return {
      pageData: { merchant: { id: merchant.id, slug: merchant.slug, name: merchant.name } },
    };
  };
}
