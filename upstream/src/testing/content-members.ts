import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../identity/crypto.js';

/**
 * A bearer access token for a seeded member, written straight into `access_tokens` (as the
 * sign-on flow would), valid for an hour. For content tests that need a signed-in caller.
 */
export async function tokenFor(app: FastifyInstance, email: string): Promise<string> {
  const { db } = app.upstream;
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!user) throw new Error(`No seeded member ${email}`);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO access_tokens (token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [
      sha256(token),
      `test-${randomBytes(8).toString('hex')}`,
      user.id,
      new Date(Date.now() + 3_600_000),
    ],
  );
  return token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
