import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import type { EventWhen } from '../../gql/graphql';
import { pageNumber, queryPages } from '../../lib/route-data';

export const EventListQuery = graphql(`
  query EventList($when: EventWhen!, $page: Int!, $pageSize: Int!) {
    events(when: $when, page: $page, pageSize: $pageSize) {
      items {
        id
        ...EventCard_event
      }
      pageInfo {
        page
        hasNextPage
      }
    }
  }
`);

/** Six cards fill whole rows at one, two and three columns. */
export const PAGE_SIZE = 6;

export const TABS = [
  { when: 'upcoming', label: 'Akan Datang', value: 'UPCOMING' },
  { when: 'past', label: 'Sudah Lewat', value: 'PAST' },
] as const;
export type Tab = (typeof TABS)[number];

/** `?when=upcoming|past`; anything else (or nothing) is the upcoming tab. */
export function tabOf(searchParams: URLSearchParams): Tab {
  return TABS.find((tab) => tab.when === searchParams.get('when')) ?? TABS[0];
}

export function variablesOf(searchParams: URLSearchParams) {
  return { when: tabOf(searchParams).value as EventWhen, pageSize: PAGE_SIZE };
}

export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { searchParams } = new URL(request.url);
    await queryPages(client, EventListQuery, variablesOf(searchParams), pageNumber(searchParams));
    return null;
  };
}
