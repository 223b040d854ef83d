import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbSession } from '../db/db.js';
import { ApiError } from '../http/errors.js';

/** How long a key is remembered: a retry comes within seconds, a day covers any client. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** UUIDs and similar opaque tokens; anything else is refused rather than silently ignored. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;

export const idempotencyHeaderDoc =
  'An optional `Idempotency-Key` header (8 to 128 of `A-Z a-z 0-9 _ -`) makes a retry safe: ' +
  'the same key from the same member within 24 h answers the first success again without ' +
  'writing anything; the same key with a different request answers 422 ' +
  '`idempotency_key_reused`. Refusals are not remembered (nothing was written).';

/** The request's `Idempotency-Key`, or undefined; 400 when present but malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'Idempotency-Key harus 8–128 karakter huruf, angka, "-" atau "_"',
    );
  }
  return header;
}

/** What a key covers: the endpoint and its body, so a key cannot be reused for another write. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('hex');
}

export type IdempotencyClaim =
  /** The key is new (or none was sent): do the write, then `remember` its resource. */
  | { replay: false; remember: (resourceCode: string) => Promise<void> }
  /** The key did this write already: answer its resource again. */
  | { replay: true; resourceCode: string };

/**
 * Takes the key inside the write's transaction. A concurrent request with the same key waits
 * on the primary key until this transaction ends, then sees the committed row (a replay) or,
 * if this one rolled back, takes the key itself.
 */
export async function takeIdempotencyKey(
  tx: DbSession,
  input: { userId: number; key: string | undefined; hash: string; now: Date },
): Promise<IdempotencyClaim> {
  const { userId, key, hash, now } = input;
  if (key === undefined) return { replay: false, remember: async () => {} };
  await tx.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at < $3',
    [userId, key, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)],
  );
  const taken = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, hash, now],
  );
  if (taken.length > 0) {
    return {
      replay: false,
      remember: async (resourceCode) => {
        await tx.query(
          'UPDATE idempotency_keys SET resource_code = $3 WHERE user_id = $1 AND key = $2',
          [userId, key, resourceCode],
        );
      },
    };
  }
  const [stored] = await tx.query<{ request_hash: string; resource_code: string | null }>(
    'SELECT request_hash, resource_code FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!stored || stored.request_hash !== hash || stored.resource_code === null) {
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'Idempotency-Key ini sudah dipakai untuk permintaan lain',
    );
  }
  return { replay: true, resourceCode: stored.resource_code };
}
