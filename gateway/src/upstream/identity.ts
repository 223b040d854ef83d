import type { PagedPayload } from './content-types.js';
import { createUpstreamHttp, type UpstreamClientOptions } from './http.js';
import type {
  BadgeCategoryPayload,
  CardPayload,
  ExpiredPointPayload,
  IntrospectionPayload,
  PointPayload,
  TierPayload,
  TokenGrant,
  TokenPayload,
  UserPayload,
} from './identity-types.js';

/** The identity API, typed. The only place that speaks HTTP to it. */
export function createIdentityApi(options: UpstreamClientOptions) {
  const http = createUpstreamHttp({ name: 'identity API', ...options });

  return {
    token(grant: TokenGrant) {
      return http<TokenPayload>({ method: 'POST', path: '/v1/auth/token', body: grant });
    },
    introspect(accessToken: string) {
      return http<IntrospectionPayload>({
        method: 'POST',
        path: '/v1/auth/introspect',
        body: { access_token: accessToken },
      });
    },
    /** Ends the server-side session: the refresh token and its whole family are revoked. */
    endSession(refreshToken: string) {
      return http<null>({
        method: 'DELETE',
        path: '/v2/web/session',
        body: { refresh_token: refreshToken },
      });
    },
    user(accessToken: string) {
      return http<UserPayload>({ path: '/v1/user', accessToken });
    },
    tier(accessToken: string) {
      return http<TierPayload>({ path: '/v2/tiers/me', accessToken });
    },
    point(accessToken: string) {
      return http<PointPayload>({ path: '/v1/point', accessToken });
    },
    expiredPoint(accessToken: string) {
      return http<ExpiredPointPayload>({ path: '/v1/point/expired', accessToken });
    },
    cards(accessToken: string) {
      return http<PagedPayload<CardPayload>>({
        path: '/v1/user/cards',
        query: { page_size: 50 },
        accessToken,
      });
    },
    badgeCategories(accessToken: string) {
      return http<{ badgeCategories: BadgeCategoryPayload[] }>({
        path: '/v1/badges/groupByCategory',
        accessToken,
      });
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
