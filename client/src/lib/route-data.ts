import type {
  ApolloClient,
  ErrorPolicy,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { data, type Params } from 'react-router-dom';

/** Ends a loader with the 404 page (HTTP 404 on the server), decided before anything renders. */
export function notFound(message: string): never {
  throw data(message, { status: 404 });
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
  options: { errorPolicy?: ErrorPolicy } = {},
) {
  const results = await Promise.all(
    Array.from({ length: page }, (_, index) =>
      client.query({
        query,
        variables: { ...variables, page: index + 1 } as unknown as TVariables,
        errorPolicy: options.errorPolicy,
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
