import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { notFound } from '../../lib/route-data';

export const CampaignEventPageQuery = graphql(`
  query CampaignEventPage($slug: String!) {
    campaignEvent(slug: $slug) {
      id
      slug
      title
      description
      image
      banner {
        desktop
        mobile
      }
      events {
        id
        ...EventCard_event
      }
    }
  }
`);

/** The campaign of events and its events before the page is entered; unknown slug: 404. */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const result = await client.query({ query: CampaignEventPageQuery, variables: { slug } });
    if (!result.data?.campaignEvent) notFound(`Kampanye event tidak ditemukan: ${slug}`);
    return null;
  };
}
