import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { metrics } from '../observability/metrics.js';
import type { IdentityApi } from '../upstream/identity.js';
import type { TokenPayload } from '../upstream/identity-types.js';
import {
  clearSessionCookies,
  readSessionCookies,
  writeSessionCookies,
  type SessionTokens,
} from './cookies.js';
import type { RefreshCoordinator } from './refresh-coordinator.js';

/** SPEC 9: refresh when the access token expires within one minute. */
const REFRESH_THRESHOLD_SECONDS = 60;
/** SPEC 8: what a failed refresh answers. */
export const REFRESH_FAILED_DETAIL = 'Unauthorized: Refresh Token Verification Failed';
/** Used when the identity API does not say how long a refresh token lives. */
const DEFAULT_REFRESH_MAX_AGE = 30 * 24 * 3600;

export interface SessionDeps {
  request: FastifyRequest;
  reply: FastifyReply;
  identity: IdentityApi;
  refresher: RefreshCoordinator;
  clientId: string;
  now?: () => number;
}

export type RefreshOutcome = { ok: true; exp: number } | { ok: false };

export function refreshFailedError(): GraphQLError {
  return new GraphQLError(REFRESH_FAILED_DETAIL, {
    extensions: { code: 'UNAUTHENTICATED', status: 401 },
  });
}

/**
 * The visitor's session for one request: the tokens from the cookies, refreshed before an
 * authenticated call when they are about to expire, and ended when the upstream says so.
 */
export class Session {
  private tokens: SessionTokens | null;
  private pending: Promise<string | null> | undefined;
  /** Set when a refresh was needed and failed: the request goes on as a visitor. */
  refreshFailed = false;

  constructor(private readonly deps: SessionDeps) {
    this.tokens = readSessionCookies(deps.request);
  }

  get hasToken(): boolean {
    return this.tokens !== null;
  }

  private nowSeconds(): number {
    return Math.floor((this.deps.now ?? Date.now)() / 1000);
  }

  /** The access token for an authenticated call; null for a visitor. Refreshes at most once. */
  accessToken(): Promise<string | null> {
    this.pending ??= this.resolveAccessToken();
    return this.pending;
  }

  private async resolveAccessToken(): Promise<string | null> {
    const tokens = this.tokens;
    if (!tokens) return null;
    if (tokens.exp - this.nowSeconds() > REFRESH_THRESHOLD_SECONDS) return tokens.accessToken;
    const outcome = await this.refresh();
    return outcome.ok ? this.tokens!.accessToken : null;
  }

  /** Exchanges the refresh token for a new pair and stores it in the cookies. */
  async refresh(): Promise<RefreshOutcome> {
    const refreshToken = this.tokens?.refreshToken;
    if (!refreshToken) return this.failRefresh();
    let payload: TokenPayload;
    try {
      payload = await this.deps.refresher.refresh(
        this.deps.identity,
        refreshToken,
        this.deps.clientId,
      );
    } catch {
      metrics.sessionRefreshes.inc({ outcome: 'failed' });
      return this.failRefresh();
    }
    metrics.sessionRefreshes.inc({ outcome: 'ok' });
    this.store(payload);
    return { ok: true, exp: this.tokens!.exp };
  }

  /** Keeps a new token pair for the rest of this request and in the browser's cookies. */
  store(payload: TokenPayload): void {
    const exp = this.nowSeconds() + payload.expires_in;
    this.tokens = { accessToken: payload.access_token, exp, refreshToken: payload.refresh_token };
    this.pending = Promise.resolve(payload.access_token);
    writeSessionCookies(this.deps.request, this.deps.reply, {
      accessToken: payload.access_token,
      exp,
      refreshToken: payload.refresh_token,
      refreshMaxAge: payload.refresh_expires_in ?? DEFAULT_REFRESH_MAX_AGE,
    });
  }

  /** Clears the cookies and deletes the server-side session (best effort). */
  async end(): Promise<void> {
    const refreshToken = this.tokens?.refreshToken;
    this.forget();
    if (refreshToken) {
      await this.deps.identity.endSession(refreshToken).catch(() => undefined);
    }
  }

  private failRefresh(): RefreshOutcome {
    this.refreshFailed = true;
    this.forget();
    return { ok: false };
  }

  private forget(): void {
    this.tokens = null;
    this.pending = Promise.resolve(null);
    clearSessionCookies(this.deps.request, this.deps.reply);
  }
}
