import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HeaderQuery } from '../../lib/header-query';
import {
  PromoRelatedQuery,
  relatedPromoVariables,
} from '../../features/promo/related-promos-query';
import { graphql } from '../../gql';
import { NOT_HYDRATED } from '../../lib/prepared-queries';
import { notFound } from '../../lib/route-data';

/** The promo itself: public, cacheable (no member data in it). */
export const PromoDetailQuery = graphql(`
  query PromoDetail($slug: String!) {
    promo(slug: $slug) {
      id
      slug
      title
      image
      shortContent
      content
      tnc
      howToUse
      validFrom
      validTo
      isExpired
      status
      price
      stock
      isQuotaAvailable
      maxPerMember
      merchant {
        id
        slug
        name
        image
      }
      categories {
        id
        slug
        title
      }
    }
  }
`);

/**
 * The member's side of the promo, apart so the public query stays cacheable: the bookmark, and
 * whether they can claim it (their limit, their points), so the page says why not before a press.
 */
export const PromoMemberQuery = graphql(`
  query PromoMember($slug: String!) {
    promo(slug: $slug) {
      id
      isBookmarked
      viewerClaim {
        reason
      }
    }
  }
`);

/**
 * The promo (404 when unknown), the related promos and the member's side, in parallel.
 * The related row needs the promo's merchant, so it starts as soon as the promo is there; the
 * member's side is asked only for a member (the shell's header query says who is signed in: the
 * root loader's request, shared, or the cache), so preloading a card costs a visitor nothing.
 */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const [detail] = await Promise.all([
      client.query({ query: PromoDetailQuery, variables: { slug } }).then(async (result) => {
        const promo = result.data?.promo;
        if (promo) {
          await client.query({
            query: PromoRelatedQuery,
            variables: relatedPromoVariables(promo),
            errorPolicy: 'all',
            // The related promos keep the server's HTML (the route's StaticIsland).
            context: NOT_HYDRATED,
          });
        }
        return result;
      }),
      client
        .query({ query: HeaderQuery, errorPolicy: 'all' })
        .then(({ data }) =>
          data?.viewer
            ? client.query({ query: PromoMemberQuery, variables: { slug }, errorPolicy: 'all' })
            : null,
        ),
    ]);
    if (!detail.data?.promo) notFound(`Promo tidak ditemukan: ${slug}`);
    return null;
  };
}
