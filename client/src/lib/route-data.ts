import type {
  ApolloClient,
  DefaultContext,
  ErrorPolicy,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { data, type LoaderFunction, type Params } from 'react-router-dom';

/** Ends a loader with the 404 page (HTTP 404 on the server), decided before anything renders. */
export function notFound(message: string): never {
  throw data(message, { status: 404 });
}

/** The gateway refused an argument of the query: a URL's parameter it takes from no one. */
function refusedInput(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT')
  );
}

/** The status the server gave a failed query, if it said one. */
function upstreamStatus(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const status = error.errors[0]?.extensions?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

/**
 * Ends a loader whose page query failed with the error page: refused input is a 404 (see
 * below), an upstream's refusal or failure its own status, anything else a 500.
 */
export function queryFailed(error: unknown, message: string): never {
  if (refusedInput(error)) notFound(message);
  throw data(message, { status: upstreamStatus(error) ?? 500 });
}

/**
 * A page loader whose URL carries a parameter the gateway refuses (a control character, a
 * lone surrogate, an over-long slug or query: docs/security.md, "Untrusted input") answers the
 * 404 page, as an unknown slug does: such a URL names nothing. One wrapper for every route
 * (app/routes.tsx), on the server and in the browser.
 */
export function refusedInputIsNotFound(loader: LoaderFunction): LoaderFunction {
  return async (args, context) => {
    try {
      return await loader(args, context);
    } catch (error) {
      if (refusedInput(error)) notFound('Alamat ini tidak menunjuk ke halaman mana pun');
      throw error;
    }
  };
}

/**
 * For a loader whose query keeps its errors (`errorPolicy: 'all'`, so a failure shows on the
 * page): refused input still ends the page as not found, by `refusedInputIsNotFound`.
 */
export function rethrowRefusedInput(error: unknown): void {
  if (refusedInput(error)) throw error;
}

/** The most pages one URL may ask for at once (`?page=N` shows pages 1..N). */
const MAX_PAGE = 10;

/** `?page=N` of a list URL: a whole number from 1 to MAX_PAGE (anything else is 1). */
export function pageNumber(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * Loads pages 1..`page` of a paged list in parallel. The cache keeps them under one key
 * (`pagedList`), so the page's `useQuery` with `page` reads them as one list; pages already
 * cached make no request. A secondary list passes `errorPolicy: 'all'` (and so does its
 * `useQuery`) so a failing call degrades that section instead of failing the page.
 */
export async function queryPages<TData, TVariables extends OperationVariables & { page?: number }>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'page'>,
  page: number,
  options: { errorPolicy?: ErrorPolicy; context?: DefaultContext } = {},
) {
  const results = await Promise.all(
    Array.from({ length: page }, (_, index) =>
      client.query({
        query,
        variables: { ...variables, page: index + 1 } as unknown as TVariables,
        errorPolicy: options.errorPolicy,
        context: options.context,
      }),
    ),
  );
  return results[results.length - 1]!;
}

/** What the server and links in view need to know of a lazy route (see link-preload). */
export interface RouteHandle {
  /**
   * The lazy modules the route renders, by the id the client build's manifest uses (the
   * server and links in view preload their chunks without running them).
   */
  modules: readonly string[];
  /**
   * Runs the route's loader for a URL with the preload client (only its loader module loads), so
   * a tap finds its answers without a request.
   */
  preloadData?: (url: URL, params: Params) => Promise<unknown>;
}
