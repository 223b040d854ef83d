import { ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient, createCacheReader } from './apollo';

const ListQuery = gql`
  query List($page: Int) {
    promos(page: $page, pageSize: 2) {
      items {
        id
        title
      }
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`;

const page = {
  promos: {
    __typename: 'PromoPage',
    items: [
      { __typename: 'Promo', id: '1', title: 'Diskon 50%' },
      { __typename: 'Promo', id: '2', title: 'Gratis Kopi' },
    ],
    pageInfo: { __typename: 'PageInfo', page: 1, totalCount: 2, hasNextPage: false },
  },
};

/** A page's client whose cache holds what the server rendered, as after hydration's restore. */
async function restoredClient() {
  const server = createApolloClient({ link: new ApolloLink(() => of({ data: page })) });
  await server.query({ query: ListQuery, variables: { page: 1 } });
  const requests: string[] = [];
  const client = createApolloClient({
    link: new ApolloLink((operation) => {
      requests.push(operation.operationName ?? '');
      return of({ data: page });
    }),
  });
  client.restore(server.extract());
  return { client, requests };
}

describe('the cache reader', () => {
  it("reads a query's result once for the page's client: its own read finds the very same result", async () => {
    const { client } = await restoredClient();
    const { data } = await createCacheReader(client.cache).query({
      query: ListQuery,
      variables: { page: 1 },
    });
    const current = client.watchQuery({ query: ListQuery, variables: { page: 1 } });
    expect(data).toEqual(page);
    expect(current.getCurrentResult().data).toBe(data);
  });

  it('asks nothing of the network, whatever the query asks for', async () => {
    const { client, requests } = await restoredClient();
    const reader = createCacheReader(client.cache);
    const missing = await reader.query({ query: ListQuery, variables: { page: 2 } });
    expect(missing.data).toBeUndefined();
    await expect(
      reader.query({ query: ListQuery, variables: { page: 1 }, fetchPolicy: 'network-only' }),
    ).rejects.toThrow();
    expect(requests).toEqual([]);
  });

  it('reads in a task of its own, not in the one that asked', async () => {
    const { client } = await restoredClient();
    const asked = createCacheReader(client.cache).query({
      query: ListQuery,
      variables: { page: 1 },
    });
    // Written after the call, in the same task: the reader has not read yet and sees it.
    client.cache.modify({
      id: 'Promo:1',
      fields: { title: () => 'Diskon 60%' },
    });
    const { data } = await asked;
    expect((data as typeof page).promos.items[0]!.title).toBe('Diskon 60%');
  });
});
