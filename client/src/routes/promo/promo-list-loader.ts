import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { promoListVariables, readPromoListParams } from '../../features/promo/promo-list-params';
import { graphql } from '../../gql';
import { NOT_HYDRATED } from '../../lib/prepared-queries';
import { queryPages } from '../../lib/route-data';

/** The merchant filter's choices (A to Z); the whole list fits one page. */
export const PromoListMerchantsQuery = graphql(`
  query PromoListMerchants {
    merchants(pageSize: 100) {
      items {
        id
        slug
        name
      }
    }
  }
`);

/** Pages 1..N of the filtered, sorted list and the merchant choices, in parallel. */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = readPromoListParams(new URL(request.url).searchParams);
    await Promise.all([
      // The cards keep the server's HTML (the route's StaticIsland).
      queryPages(client, PromoListQuery, promoListVariables(params), params.page, {
        context: NOT_HYDRATED,
      }),
      // A failing merchant list only empties the select; the promos still show.
      client.query({ query: PromoListMerchantsQuery, errorPolicy: 'all' }),
    ]);
    return null;
  };
}
