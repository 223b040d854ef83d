import type { ApolloClient, InMemoryCache } from '@apollo/client';
import { whenIdle } from './when-idle';

/**
 * What InMemoryCache 4 keeps of result caching: each store's group says whether reads are
 * memoised and tracks what they read. No public API turns it on after the cache is made.
 */
interface CacheGroup {
  caching: boolean;
  resetCaching(): void;
}

interface RootStore {
  group?: CacheGroup;
  stump?: { group?: CacheGroup };
}

function cacheGroups(cache: InMemoryCache): CacheGroup[] | null {
  const root = (cache as unknown as { data?: RootStore }).data;
  const groups = [root?.group, root?.stump?.group];
  return groups.every((group) => typeof group?.resetCaching === 'function')
    ? (groups as CacheGroup[])
    : null;
}

/**
 * Turns on Apollo's result caching in a cache made without it (`createApolloClient`).
 *
 * While the page hydrates, each component's query is read once, cold: result caching made each
 * of those reads about twice as long (the dependencies of every field read are recorded), and
 * `/promo`'s list read was most of a long task on a slow phone. Once the page is live it pays
 * off: a cache write reads again only the watched queries whose data it changed, and the taps
 * that write answer sooner. So it starts then, and each watched query is read once more in an
 * idle moment of its own, for the first write to find them memoised.
 *
 * Returns false, leaving the cache as it was (correct, without memoised reads), when the
 * installed Apollo keeps its stores differently: the unit test says so first.
 */
export function startResultCaching(client: ApolloClient): boolean {
  const groups = cacheGroups(client.cache as InMemoryCache);
  if (!groups) return false;
  for (const group of groups) {
    // The optimistic layer's group (the stump's) too: watched queries read through it.
    group.caching = true;
    group.resetCaching();
  }
  const watched = [...client.getObservableQueries('active')];
  const readNext = () => {
    const query = watched.shift();
    if (!query) return;
    // As the query's cache watch reads it (ObservableQuery's `watch`), so the memo matches.
    client.cache.diff({
      query: query.query,
      variables: query.variables,
      optimistic: true,
      returnPartialData: true,
    });
    whenIdle(readNext);
  };
  whenIdle(readNext);
  return true;
}
