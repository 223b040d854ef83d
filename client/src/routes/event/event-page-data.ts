import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useHeaderData, HeaderQuery } from '../../lib/header-query';
import { graphql } from '../../gql';
import { notFound, queryFailed } from '../../lib/route-data';

/** The event page's public data: the same for everyone, so the response cache can keep it. */
const EventPageQuery = graphql(`
  query EventPage($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      image
      shortContent
      content
      startAt
      endAt
      quota
      quotaLeft
      pointCost
      isPast
      isFull
      venue {
        name
        address
        city
        latitude
        longitude
      }
    }
  }
`);

/**
 * The member's own flag, asked apart and only for a member: a response holding it can never be
 * cached, and a visitor's would always say false.
 */
const EventMemberQuery = graphql(`
  query EventMember($slug: String!) {
    event(slug: $slug) {
      id
      isRegistered
    }
  }
`);

/**
 * What the event page and its register page need before they render: the event (an unknown
 * slug is a 404, decided here) and, for a member, whether they registered. The header's query
 * is asked too (the root loader asks the same one: Apollo sends it once) to know who is there.
 */
export async function loadEventPage(client: ApolloClient, slug: string) {
  const [page, header] = await Promise.all([
    client.query({ query: EventPageQuery, variables: { slug } }).catch((error: unknown) => {
      queryFailed(error, `Event tidak dapat dimuat: ${slug}`);
    }),
    client.query({ query: HeaderQuery, errorPolicy: 'all' }),
  ]);
  const event = page.data?.event;
  if (!event) notFound(`Event tidak ditemukan: ${slug}`);
  if (header.data?.viewer) {
    // A failure leaves the flag unknown (false): the register page still guards the real state.
    await client.query({ query: EventMemberQuery, variables: { slug }, errorPolicy: 'all' });
  }
  return event;
}

/** The same data read from the cache the loader filled (no request during a server render). */
export function useEventPageData(slug: string) {
  const { data: page } = useQuery(EventPageQuery, { variables: { slug } });
  const { data: header } = useHeaderData();
  const viewer = header?.viewer ?? null;
  const { data: member } = useQuery(EventMemberQuery, {
    variables: { slug },
    skip: !viewer,
    errorPolicy: 'all',
  });
  return {
    event: page?.event ?? null,
    viewer,
    isRegistered: Boolean(viewer && member?.event?.isRegistered),
  };
}
