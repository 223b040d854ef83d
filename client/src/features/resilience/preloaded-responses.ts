import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type ApolloCache,
  type OperationVariables,
} from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { of, tap } from 'rxjs';
import { deferredLink } from '../../lib/deferred-link';
import { whenIdle } from '../../lib/when-idle';

/** How long a preloaded answer may stand in for the network. */
const PRELOADED_RESPONSE_TTL_MS = 30_000;

function operationKey(operation: { operationName?: string; variables: OperationVariables }) {
  return `${operation.operationName ?? ''}|${canonicalStringify(operation.variables)}`;
}

function isMutation(operation: ApolloLink.Operation) {
  return (operation.operationType as string) === 'mutation';
}

/**
 * The answers that links in view preloaded, kept as they came from the network until the page's
 * client asks for the same operation. A preload writes nothing into the page's cache: on a phone,
 * writing each list into the normalised cache (and telling every card on the page about it)
 * blocked the main thread while the visitor was reading (issue 10). The write happens on the tap,
 * which needs it anyway, and no request does.
 */
export class PreloadedResponses {
  private readonly answers = new Map<string, { result: ApolloLink.Result; at: number }>();

  constructor(
    private readonly ttlMs = PRELOADED_RESPONSE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * In the page's link chain, before the network: a preloaded answer is used once. Any mutation
   * drops them all, since it may change what they say (a claimed voucher, a new name).
   */
  readonly link = new ApolloLink((operation, forward) => {
    if (isMutation(operation)) {
      this.clear();
      return forward(operation);
    }
    const key = operationKey(operation);
    const kept = this.answers.get(key);
    if (!kept) return forward(operation);
    this.answers.delete(key);
    return this.now() - kept.at < this.ttlMs ? of(kept.result) : forward(operation);
  });

  /** In the preload client's chain: keeps each answer that came without errors. */
  readonly keepLink = new ApolloLink((operation, forward) => {
    const key = operationKey(operation);
    return forward(operation).pipe(
      tap((result) => {
        if (!('errors' in result && result.errors?.length)) {
          this.answers.set(key, { result, at: this.now() });
        }
      }),
    );
  });

  /** After a logout (the page's `clearStore`): nothing of the member may stay behind. */
  clear() {
    this.answers.clear();
  }
}

/** Answers from the page's cache when it already holds the whole result: no request then. */
function pageCacheLink(pageCache: ApolloCache) {
  return new ApolloLink((operation, forward) => {
    const diff = pageCache.diff<Record<string, unknown>>({
      query: operation.query,
      variables: operation.variables,
      returnPartialData: false,
      optimistic: false,
    });
    return diff.complete && diff.result ? of({ data: diff.result }) : forward(operation);
  });
}

/**
 * Each operation goes on to the network in an idle period of its own: a loader's queries start
 * together, and reading the page's cache for each, then sending it, made one long task.
 */
const inIdleTimeLink = deferredLink((send) => whenIdle(send));

/**
 * The client route loaders run with when a link in view preloads their data: it asks the network
 * only for what the page's cache lacks, keeps the answers in `responses`, and caches nothing
 * itself.
 */
export function createPreloadClient(options: {
  pageClient: ApolloClient;
  responses: PreloadedResponses;
  network: ApolloLink;
}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      inIdleTimeLink,
      pageCacheLink(options.pageClient.cache),
      options.responses.keepLink,
      options.network,
    ]),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
}
