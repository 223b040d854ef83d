import { ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';
import { registerDocument } from './loaded-documents';
import { NOT_HYDRATED, prepareQueries, recordHydratedQueries } from './prepared-queries';

const ListQuery = registerDocument(gql`
  query PreparedQueriesList {
    shortlist {
      id
    }
  }
`);

const RowQuery = gql`
  query PreparedQueriesRow {
    agenda {
      id
    }
  }
`;

const answer = new ApolloLink(() => of({ data: { shortlist: [], agenda: [] } }));

describe('recordHydratedQueries', () => {
  it("names a loader's queries, but those whose part keeps the server's HTML", async () => {
    const names = new Set<string>();
    const client = createApolloClient({
      link: ApolloLink.from([recordHydratedQueries(names), answer]),
    });
    await client.query({ query: ListQuery });
    await client.query({ query: RowQuery, context: NOT_HYDRATED });
    expect([...names]).toEqual(['PreparedQueriesList']);
  });
});

describe('prepareQueries', () => {
  it('asks nothing of the network, and gives back the names whose documents have not loaded', async () => {
    const sent: string[] = [];
    const client = createApolloClient({
      link: new ApolloLink((operation) => {
        sent.push(operation.operationName ?? '');
        return of({ data: {} });
      }),
    });
    const notLoaded = await prepareQueries(client, ['PreparedQueriesList', 'PreparedQueriesLater']);
    expect(sent).toEqual([]);
    expect(notLoaded).toEqual(['PreparedQueriesLater']);
  });
});
