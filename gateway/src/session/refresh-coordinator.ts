import type { IdentityApi } from '../upstream/identity.js';
import type { TokenPayload } from '../upstream/identity-types.js';

/**
 * Refresh tokens rotate, and presenting a rotated one revokes the whole session. When a
 * browser sends several requests at once with the same expiring token, only the first may
 * refresh: the others must get the same new pair. This keeps each refresh's result for a
 * few seconds, keyed by the refresh token it used. (One process; with several replicas,
 * requests of one browser should be sticky, or this should move to the shared store.)
 */
export class RefreshCoordinator {
  private readonly inFlight = new Map<string, Promise<TokenPayload>>();

  constructor(private readonly graceMs = 10_000) {}

  refresh(identity: IdentityApi, refreshToken: string, clientId: string): Promise<TokenPayload> {
    const existing = this.inFlight.get(refreshToken);
    if (existing) return existing;
    const attempt = identity.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    });
    this.inFlight.set(refreshToken, attempt);
    const forget = () => {
      setTimeout(() => this.inFlight.delete(refreshToken), this.graceMs).unref();
    };
    attempt.then(forget, () => this.inFlight.delete(refreshToken));
    return attempt;
  }
}
