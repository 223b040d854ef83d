import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './errors.js';
import type { PublicUrl } from './public-url.js';
import { requestSchema, responseSchema } from './schema.js';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 1_000_000;

/** `?page=&page_size=`; extend it with a resource's own filters. */
export const PageQuery = z.object({
  page: z.int().min(1).max(MAX_PAGE).default(1),
  page_size: z.int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof PageQuery>;

/** The list envelope shared by every paged endpoint. */
function Paged<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.int().describe('Total number of items over all pages'),
    next: z.string().nullable().describe('Absolute URL of the next page, or null'),
    previous: z.string().nullable().describe('Absolute URL of the previous page, or null'),
    perPage: z.int(),
    results: z.array(item),
  });
}

/**
 * The route schema of a paged list: its query (`PageQuery`, or one that adds filters) in,
 * `Paged(item)` out, 400 for a bad query; a member's list names its `security` and answers 401
 * without a token.
 */
export function pagedListSchema(options: {
  tags?: string[];
  summary?: string;
  item: z.ZodType;
  querystring?: z.ZodType;
  security?: Array<Record<string, string[]>>;
}) {
  const { item, querystring = PageQuery, security, ...described } = options;
  return {
    ...described,
    ...(security ? { security } : {}),
    querystring: requestSchema(querystring),
    response: {
      200: responseSchema(Paged(item)),
      ...errorResponses(...(security ? [400, 401] : [400])),
    },
  };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  perPage: number;
  results: T[];
}

export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  return {
    page: query.page,
    pageSize: query.page_size,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
}

/**
 * Wraps one page of results. Links put `page` first and keep every other query parameter of the
 * request (page size, filters), so following `next` continues the same listing. A page past the
 * end is empty, and its `previous` points at the last page that has items.
 */
export function toPage<T>(options: {
  request: FastifyRequest;
  publicUrl: PublicUrl;
  window: PageWindow;
  count: number;
  results: T[];
}): Page<T> {
  const { request, publicUrl, window, count, results } = options;
  const lastPage = Math.max(1, Math.ceil(count / window.pageSize));
  const url = new URL(request.url, 'http://upstream.invalid');
  url.searchParams.delete('page');
  const otherParams = url.searchParams.toString();
  const linkTo = (page: number) =>
    publicUrl.to(`${url.pathname}?page=${page}${otherParams ? `&${otherParams}` : ''}`);
  return {
    count,
    next: window.page < lastPage ? linkTo(window.page + 1) : null,
    previous: window.page > 1 ? linkTo(Math.min(window.page - 1, lastPage)) : null,
    perPage: window.pageSize,
    results,
  };
}
