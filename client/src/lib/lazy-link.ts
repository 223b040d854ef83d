import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * A link whose code loads with its first request, not with the page: a page rendered on the
 * server hydrates from the cache, so the first load has no use for the HTTP link. A load that
 * fails (offline, a new deploy) fails that request, and the next one loads again.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new ApolloLink((operation, forward) =>
    from(loaded()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
