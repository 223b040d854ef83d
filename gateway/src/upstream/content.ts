import type { CategoryPayload, PagedPayload, ReferralPayload } from './content-types.js';
import { UpstreamError } from './errors.js';
import { createUpstreamHttp, type UpstreamClientOptions } from './http.js';

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** The content API, typed. The only place that speaks HTTP to it. */
export function createContentApi(options: UpstreamClientOptions) {
  const http = createUpstreamHttp({ name: 'content API', ...options });

  return {
    categories({ page, pageSize }: PageArgs) {
      return http<PagedPayload<CategoryPayload>>({
        path: '/v1/categories',
        query: { page, page_size: pageSize },
      });
    },
    categoryById(id: number) {
      return nullWhenMissing(http<CategoryPayload>({ path: `/v1/categories/${id}` }));
    },
    referral(accessToken: string) {
      return http<ReferralPayload>({ path: '/v1/users/referral', accessToken });
    },
    categoryBySlug(slug: string) {
      return nullWhenMissing(
        http<CategoryPayload>({ path: `/v1/categories/slug/${encodeURIComponent(slug)}` }),
      );
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
