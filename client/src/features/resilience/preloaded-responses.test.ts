import {
  ApolloClient,
  ApolloLink,
  gql,
  InMemoryCache,
  type TypedDocumentNode,
} from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createPreloadClient, PreloadedResponses } from './preloaded-responses';

const PromoQuery: TypedDocumentNode<
  { promo: { id: string; title: string } | null },
  { id: string }
> = gql`
  query PromoTitle($id: ID!) {
    promo(id: $id) {
      id
      title
    }
  }
`;

const RenameMutation = gql`
  mutation Rename($name: String!) {
    rename(name: $name)
  }
`;

/** A stand-in for the gateway: answers every operation and counts what it was asked. */
function fakeNetwork(title = 'Diskon 50%') {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    if (operation.operationName === 'Rename') return of({ data: { rename: true } });
    const { id } = operation.variables as { id: string };
    return of({ data: { promo: { __typename: 'Promo', id, title } } });
  });
  return { asked, link };
}

function setup(options: { ttlMs?: number; now?: () => number } = {}) {
  const responses = new PreloadedResponses(options.ttlMs, options.now);
  const pageNetwork = fakeNetwork();
  const preloadNetwork = fakeNetwork();
  const pageClient = new ApolloClient({
    link: ApolloLink.from([responses.link, pageNetwork.link]),
    cache: new InMemoryCache(),
  });
  const preloadClient = createPreloadClient({
    pageClient,
    responses,
    network: preloadNetwork.link,
  });
  return { responses, pageClient, preloadClient, pageNetwork, preloadNetwork };
}

describe('PreloadedResponses', () => {
  it("answers the page's query with the preloaded response, once, without a request", async () => {
    const { pageClient, preloadClient, pageNetwork, preloadNetwork } = setup();
    await preloadClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    expect(preloadNetwork.asked).toEqual(['PromoTitle']);
    // The preload wrote nothing into the page's cache.
    expect(pageClient.cache.extract()).toEqual({});

    const first = await pageClient.query({
      query: PromoQuery,
      variables: { id: 'p1' },
      fetchPolicy: 'network-only',
    });
    expect(first.data?.promo).toMatchObject({ id: 'p1', title: 'Diskon 50%' });
    expect(pageNetwork.asked).toEqual([]);

    await pageClient.query({
      query: PromoQuery,
      variables: { id: 'p1' },
      fetchPolicy: 'network-only',
    });
    expect(pageNetwork.asked).toEqual(['PromoTitle']);
  });

  it('keeps answers apart by variables', async () => {
    const { pageClient, preloadClient, pageNetwork } = setup();
    await preloadClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    await pageClient.query({ query: PromoQuery, variables: { id: 'p2' } });
    expect(pageNetwork.asked).toEqual(['PromoTitle']);
  });

  it("asks nothing when the page's cache already holds the whole answer", async () => {
    const { pageClient, preloadClient, preloadNetwork } = setup();
    await pageClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    const result = await preloadClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    expect(result.data?.promo).toMatchObject({ id: 'p1' });
    expect(preloadNetwork.asked).toEqual([]);
  });

  it('lets an answer older than its time to live go', async () => {
    let now = 1_000;
    const { pageClient, preloadClient, pageNetwork } = setup({ ttlMs: 30_000, now: () => now });
    await preloadClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    now += 30_000;
    await pageClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    expect(pageNetwork.asked).toEqual(['PromoTitle']);
  });

  it('drops every answer on a mutation, and on clear()', async () => {
    const { responses, pageClient, preloadClient, pageNetwork } = setup();
    await preloadClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    await pageClient.mutate({ mutation: RenameMutation, variables: { name: 'Budi' } });
    await pageClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    expect(pageNetwork.asked).toEqual(['Rename', 'PromoTitle']);

    await preloadClient.query({ query: PromoQuery, variables: { id: 'p2' } });
    responses.clear();
    await pageClient.query({ query: PromoQuery, variables: { id: 'p2' } });
    expect(pageNetwork.asked).toEqual(['Rename', 'PromoTitle', 'PromoTitle']);
  });

  it('keeps no answer that came with errors', async () => {
    const responses = new PreloadedResponses();
    const pageNetwork = fakeNetwork();
    const pageClient = new ApolloClient({
      link: ApolloLink.from([responses.link, pageNetwork.link]),
      cache: new InMemoryCache(),
    });
    const failing = new ApolloLink(() => of({ errors: [{ message: 'upstream down' }] }));
    const preloadClient = createPreloadClient({ pageClient, responses, network: failing });
    await preloadClient
      .query({ query: PromoQuery, variables: { id: 'p1' } })
      .catch(() => undefined);
    await pageClient.query({ query: PromoQuery, variables: { id: 'p1' } });
    expect(pageNetwork.asked).toEqual(['PromoTitle']);
  });
});
