import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';

export type ApolloState = ReturnType<InMemoryCache['extract']>;

/** One way to make the client, on the server (per request) and in the browser (once). */
export function createApolloClient(options: {
  link: ApolloLink;
  ssrMode?: boolean;
  state?: ApolloState;
}): ApolloClient {
  const cache = new InMemoryCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link,
    cache,
    ssrMode: options.ssrMode ?? false,
    dataMasking: true,
  });
}
