import type { IdentityApi } from '../upstream/identity.js';
import type { TokenPayload } from '../upstream/identity-types.js';
import type { SharedRefresh } from './shared-refresh.js';

/**
 * Refresh tokens rotate, and presenting a rotated one revokes the whole session. When a
 * browser sends several requests at once with the same expiring token, only the first may
 * refresh: the others must get the same new pair. This shares each refresh while it runs and
 * for a short grace period after, keyed by the refresh token it used; past that, an old
 * token reaches the identity API, which treats it as reuse. Within a process the map below
 * shares it; across replicas (REDIS_URL) `shared` runs it under a Redis lock per token.
 */
interface Refresh {
  result: Promise<TokenPayload>;
  /** When it succeeded (ms); undefined while it runs. */
  doneAt?: number;
}

export class RefreshCoordinator {
  private readonly refreshes = new Map<string, Refresh>();

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedRefresh,
  ) {}

  refresh(identity: IdentityApi, refreshToken: string, clientId: string): Promise<TokenPayload> {
    this.forgetOld();
    const existing = this.refreshes.get(refreshToken);
    if (existing) return existing.result;

    const exchange = () =>
      identity.token({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
      });
    const refresh: Refresh = {
      result: this.shared ? this.shared.run(refreshToken, exchange) : exchange(),
    };
    this.refreshes.set(refreshToken, refresh);
    refresh.result.then(
      () => {
        refresh.doneAt = this.now();
        this.forgetOld();
      },
      () => this.refreshes.delete(refreshToken),
    );
    return refresh.result;
  }

  private forgetOld(): void {
    const now = this.now();
    for (const [token, refresh] of this.refreshes) {
      if (refresh.doneAt !== undefined && now - refresh.doneAt >= this.graceMs) {
        this.refreshes.delete(token);
      }
    }
  }
}
