import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { notFound } from '../../lib/route-data';

export const CampaignPageQuery = graphql(`
  query CampaignPage($slug: String!) {
    campaign(slug: $slug) {
      id
      slug
      title
      description
      image
      startAt
      endAt
      banner {
        desktop
        mobile
      }
      promos {
        id
        ...PromoCard_promo
      }
    }
  }
`);

/** The campaign and its promos before the page is entered; an unknown slug is a 404. */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const result = await client.query({ query: CampaignPageQuery, variables: { slug } });
    if (!result.data?.campaign) notFound(`Kampanye tidak ditemukan: ${slug}`);
    return null;
  };
}
