import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  pointHistoryVariables,
  readPointHistoryParams,
} from '../../features/account/point-history-params';
import { graphql } from '../../gql';
import { queryPages } from '../../lib/route-data';

export const PointHistoryQuery = graphql(`
  query PointHistory($filter: PointTransactionFilter, $page: Int!, $pageSize: Int!) {
    viewer {
      pointTransactions(filter: $filter, page: $page, pageSize: $pageSize) {
        items {
          id
          ...PointHistoryRow_transaction
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

export const PointExpiryQuery = graphql(`
  query PointExpiry {
    viewer {
      pointExpirySchedule {
        next30DaysPoint
        batches {
          point
          expiredDate
          withinNext30Days
        }
      }
      calendarFeed {
        url
        webcalUrl
      }
    }
  }
`);

// A failing history or schedule says so in its section; the balance (from the header) still shows.
export const pointHistoryOptions = { errorPolicy: 'all' } as const;

/**
 * The expiry schedule and pages 1..N of the filtered history, at once; the balance and the
 * next expiry come with the header's query (the gateway asks the identity API once for both).
 */
export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = readPointHistoryParams(new URL(request.url).searchParams);
    await Promise.all([
      client.query({ query: PointExpiryQuery, ...pointHistoryOptions }),
      queryPages(
        client,
        PointHistoryQuery,
        pointHistoryVariables(params),
        params.page,
        pointHistoryOptions,
      ),
    ]);
    return null;
  };
}
