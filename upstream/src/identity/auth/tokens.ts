import type { Config } from '../../config.js';
import type { DbSession, Db } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { pkceChallenge, randomToken, sha256 } from '../crypto.js';

const CODE_TTL_SECONDS = 60;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
}

const invalidGrant = (detail: string) => new ApiError(400, 'invalid_grant', detail);
const CODE_INVALID = 'Kode otorisasi tidak valid, sudah dipakai atau kedaluwarsa';
const REFRESH_INVALID = 'Refresh token tidak valid atau sudah kedaluwarsa';

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** A single-use authorization code, valid for 60 s, bound to client, redirect URI and PKCE. */
export async function issueCode(
  db: DbSession,
  grant: {
    clientId: string;
    userId: number;
    redirectUri: string;
    codeChallenge: string;
    now: Date;
  },
): Promise<string> {
  const code = randomToken();
  await db.query(
    `INSERT INTO auth_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(code),
      grant.clientId,
      grant.userId,
      grant.redirectUri,
      grant.codeChallenge,
      addSeconds(grant.now, CODE_TTL_SECONDS),
    ],
  );
  return code;
}

async function issueTokens(
  db: DbSession,
  config: Config,
  grant: { userId: number; clientId: string; familyId: string; now: Date },
): Promise<TokenPair> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.query(
    `INSERT INTO access_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, $4)`,
    [
      sha256(accessToken),
      grant.familyId,
      grant.userId,
      addSeconds(grant.now, config.accessTokenTtlSeconds),
    ],
  );
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, client_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(refreshToken),
      grant.familyId,
      grant.clientId,
      grant.userId,
      grant.now,
      addSeconds(grant.now, config.refreshTokenTtlSeconds),
    ],
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: config.accessTokenTtlSeconds,
    refresh_expires_in: config.refreshTokenTtlSeconds,
  };
}

/** `grant_type=authorization_code`. The code is spent by any attempt, right or wrong. */
export function exchangeCode(
  db: Db,
  config: Config,
  request: { code: string; clientId: string; redirectUri: string; verifier: string; now: Date },
): Promise<TokenPair> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query<{
        client_id: string;
        user_id: number;
        redirect_uri: string;
        code_challenge: string;
        expires_at: Date;
        used_at: Date | null;
      }>(
        `SELECT client_id, user_id, redirect_uri, code_challenge, expires_at, used_at
         FROM auth_codes WHERE code_hash = $1 FOR UPDATE`,
        [sha256(request.code)],
      );
      const code = rows[0];
      if (!code || code.used_at !== null) return { error: CODE_INVALID };
      await tx.query('UPDATE auth_codes SET used_at = $2 WHERE code_hash = $1', [
        sha256(request.code),
        request.now,
      ]);
      if (new Date(code.expires_at).getTime() <= request.now.getTime()) {
        return { error: CODE_INVALID };
      }
      if (code.client_id !== request.clientId) return { error: CODE_INVALID };
      if (code.redirect_uri !== request.redirectUri) {
        return { error: 'redirect_uri tidak sama dengan saat otorisasi' };
      }
      if (pkceChallenge(request.verifier) !== code.code_challenge) {
        return { error: 'code_verifier tidak cocok (PKCE)' };
      }
      return issueTokens(tx, config, {
        userId: code.user_id,
        clientId: code.client_id,
        familyId: randomToken(16),
        now: request.now,
      });
    })
    .then((result) => {
      // The spent code is committed before the failure is reported.
      if ('error' in result) throw invalidGrant(result.error);
      return result;
    });
}

/** Revokes every refresh and access token of one sign-in (`familyId`) or of a member (`userId`). */
export async function revokeTokens(
  db: DbSession,
  of: { familyId: string } | { userId: number },
  now: Date,
): Promise<void> {
  const [column, value] = 'familyId' in of ? ['family_id', of.familyId] : ['user_id', of.userId];
  for (const table of ['refresh_tokens', 'access_tokens']) {
    await db.query(
      `UPDATE ${table} SET revoked_at = $2 WHERE ${column} = $1 AND revoked_at IS NULL`,
      [value, now],
    );
  }
}

/**
 * `grant_type=refresh_token`: rotates. A refresh token that was already rotated means it leaked
 * (or was replayed), so the whole family is revoked, the newest tokens included.
 */
export function refreshTokens(
  db: Db,
  config: Config,
  request: { refreshToken: string; clientId: string; now: Date },
): Promise<TokenPair> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query<{
        family_id: string;
        client_id: string;
        user_id: number;
        expires_at: Date;
        rotated_at: Date | null;
        revoked_at: Date | null;
      }>(
        `SELECT family_id, client_id, user_id, expires_at, rotated_at, revoked_at
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [sha256(request.refreshToken)],
      );
      const token = rows[0];
      if (!token || token.revoked_at !== null) return { error: REFRESH_INVALID };
      if (token.rotated_at !== null) {
        await revokeTokens(tx, { familyId: token.family_id }, request.now);
        return { error: 'Refresh token sudah pernah dipakai; semua sesi terkait dicabut' };
      }
      if (new Date(token.expires_at).getTime() <= request.now.getTime()) {
        return { error: REFRESH_INVALID };
      }
      if (token.client_id !== request.clientId) return { error: REFRESH_INVALID };
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
        sha256(request.refreshToken),
        request.now,
      ]);
      return issueTokens(tx, config, {
        userId: token.user_id,
        clientId: token.client_id,
        familyId: token.family_id,
        now: request.now,
      });
    })
    .then((result) => {
      if ('error' in result) throw invalidGrant(result.error);
      return result;
    });
}

/** Logout: revokes the family of a refresh token; unknown tokens are ignored. */
export async function revokeByRefreshToken(db: Db, refreshToken: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
      [sha256(refreshToken)],
    );
    if (rows[0]) await revokeTokens(tx, { familyId: rows[0].family_id }, now);
  });
}

/** Expiry of a live access token, or null. */
export async function accessTokenExpiry(
  db: DbSession,
  accessToken: string,
  now: Date,
): Promise<Date | null> {
  const rows = await db.query<{ expires_at: Date }>(
    `SELECT expires_at FROM access_tokens
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [sha256(accessToken), now],
  );
  return rows[0] ? new Date(rows[0].expires_at) : null;
}
