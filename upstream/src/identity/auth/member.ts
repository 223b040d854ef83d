import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbSession } from '../../db/db.js';
import { sendError } from '../../http/errors.js';
import { sha256 } from '../crypto.js';

/** The signed-in member a request acts for. */
export interface Member {
  userId: number;
  valueId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember` (always) and `optionalMember` (when a valid token came). */
    member?: Member;
  }
}

const UNAUTHORIZED_DETAIL = 'Sesi tidak valid atau sudah berakhir';

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The member an access token belongs to, or null when it is unknown, expired or revoked. */
export async function authenticate(
  db: DbSession,
  token: string,
  now: Date = new Date(),
): Promise<Member | null> {
  if (!token || token.length > 512) return null;
  const rows = await db.query<{ user_id: number; value_id: string }>(
    `SELECT t.user_id, u.value_id
       FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2`,
    [sha256(token), now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, valueId: row.value_id } : null;
}

/** preHandler: answers 401 unless a valid bearer access token came; sets `request.member`. */
export async function requireMember(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const token = bearerToken(request);
  const member = token ? await authenticate(request.server.upstream.db, token) : null;
  if (!member) {
    return sendError(request, reply, 401, 'unauthorized', UNAUTHORIZED_DETAIL);
  }
  request.member = member;
  return undefined;
}

/** preHandler: sets `request.member` when a valid bearer token came; never answers by itself. */
export async function optionalMember(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const member = token ? await authenticate(request.server.upstream.db, token) : null;
  if (member) request.member = member;
}

/** `request.member` inside a route guarded by `requireMember`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Error('requireMember must guard this route');
  return request.member;
}
