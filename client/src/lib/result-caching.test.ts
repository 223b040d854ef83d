import { ApolloLink, gql, type ApolloClient, type ObservableQuery } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';

const ListQuery = gql`
  query List {
    cards {
      id
      title
    }
  }
`;

const PartnersQuery = gql`
  query Partners {
    partners {
      id
      name
    }
  }
`;

const cards = (title: string) => ({ cards: [{ __typename: 'Promo', id: '1', title }] });

/** A client whose cache holds both queries, as a restored page's does. */
function pageClient() {
  const client = createApolloClient({ link: ApolloLink.empty() });
  client.writeQuery({ query: ListQuery, data: cards('Diskon 50%') });
  client.writeQuery({
    query: PartnersQuery,
    data: { partners: [{ __typename: 'Merchant', id: 'm1', name: 'Kopi Senja' }] },
  });
  return client;
}

/** What the query's own cache watch reads (ObservableQuery's `watch`). */
function watchRead(client: ApolloClient, query: ObservableQuery) {
  return client.cache.diff({
    query: query.query,
    variables: query.variables,
    optimistic: true,
    returnPartialData: true,
  }).result;
}

describe('startResultCaching', () => {
  let idle: Array<(deadline: { timeRemaining(): number }) => void>;
  const runIdle = () => {
    const callbacks = idle;
    idle = [];
    for (const callback of callbacks) callback({ timeRemaining: () => 40 });
  };

  beforeEach(() => {
    idle = [];
    // whenIdle watches the window's presses; Apollo's client looks at its navigator.
    vi.stubGlobal('window', Object.assign(new EventTarget(), { navigator: { userAgent: 'test' } }));
    vi.stubGlobal('requestIdleCallback', (callback: (typeof idle)[number]) => idle.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('leaves reads unmemoised until started, then memoises them and still sees writes', async () => {
    const { startResultCaching } = await import('./result-caching');
    const client = pageClient();
    const read = () =>
      client.cache.diff<ReturnType<typeof cards>>({
        query: ListQuery,
        optimistic: true,
        returnPartialData: true,
      }).result;

    // Hydration's reads: each one afresh, nothing recorded.
    expect(read()).not.toBe(read());

    expect(startResultCaching(client)).toBe(true);
    const first = read();
    expect(read()).toBe(first);

    client.writeQuery({ query: ListQuery, data: cards('Cashback 15%') });
    expect(read()).not.toBe(first);
    expect(read()?.cards?.[0]?.title).toBe('Cashback 15%');
  });

  it('reads each watched query again, one per idle moment, as its watch will', async () => {
    const { startResultCaching } = await import('./result-caching');
    const client = pageClient();
    const watched = [ListQuery, PartnersQuery].map((query) =>
      client.watchQuery({ query, fetchPolicy: 'cache-only' }),
    );
    const subscriptions = watched.map((query) => query.subscribe(() => undefined));
    const diff = vi.spyOn(client.cache, 'diff');

    startResultCaching(client);
    expect(diff).not.toHaveBeenCalled();
    runIdle();
    expect(diff).toHaveBeenCalledTimes(1);
    runIdle();
    expect(diff).toHaveBeenCalledTimes(2);
    runIdle();
    expect(diff).toHaveBeenCalledTimes(2);

    // The watches find those reads memoised: the first write after the page is live does not
    // read every watched query in full.
    const warmed = diff.mock.results.map((result) => (result.value as { result: unknown }).result);
    expect(watched.map((query) => watchRead(client, query))).toEqual(warmed);
    watched.forEach((query, index) => expect(watchRead(client, query)).toBe(warmed[index]));
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});
