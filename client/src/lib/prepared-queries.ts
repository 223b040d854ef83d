import { ApolloLink, type ApolloClient } from '@apollo/client';
import { loadedQuery } from './loaded-documents';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The context of a loader's query whose part of the page keeps the server's HTML
 * (`components/static-island.tsx`): the browser does not read it while hydrating, so it is not
 * prepared beforehand either.
 */
export const NOT_HYDRATED = { notHydrated: true } as const;

/** Server: notes the name of every query a loader asks for, but those `NOT_HYDRATED`. */
export function recordHydratedQueries(names: Set<string>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { notHydrated } = operation.getContext() as Partial<typeof NOT_HYDRATED>;
    if (operation.operationName && !notHydrated) names.add(operation.operationName);
    return forward(operation);
  });
}

/**
 * Browser, before hydrating: Apollo transforms a document once, then checks it in several full
 * passes, on its first watch. Hydration watches each of the page's queries inside a unit of its
 * work (the list's, on `/promo`, in a slice of 21 ms unthrottled); here each is prepared first,
 * in two tasks of its own. An unsubscribed watch fetches nothing and keeps nothing. Returns the
 * names whose documents have not loaded yet (a route module's), to prepare once they have.
 */
export async function prepareQueries(
  client: ApolloClient,
  names: readonly string[],
): Promise<string[]> {
  const notLoaded: string[] = [];
  for (const name of names) {
    const query = loadedQuery(name);
    if (!query) {
      notLoaded.push(name);
      continue;
    }
    client.documentTransform.transformDocument(query);
    await yieldToBrowser();
    client.watchQuery({ query });
    await yieldToBrowser();
  }
  return notLoaded;
}
