import { GraphQLError } from 'graphql';
import type { PagedPayload } from '../upstream/content-types.js';

const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** Checks `page`/`pageSize` arguments once, for every paged field. */
export function checkPageArgs(args: { page?: number | null; pageSize?: number | null }): PageArgs {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1) {
    throw new GraphQLError('page must be 1 or more', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new GraphQLError(`pageSize must be between 1 and ${MAX_PAGE_SIZE}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return { page, pageSize };
}

/** The one pagination convention: an upstream paged list becomes `{ items, pageInfo }`. */
export function toPage<T>(payload: PagedPayload<T>, args: PageArgs) {
  return {
    items: payload.results,
    pageInfo: {
      page: args.page,
      pageSize: args.pageSize,
      totalCount: payload.count,
      hasNextPage: payload.next !== null,
      hasPreviousPage: payload.previous !== null,
    },
  };
}
