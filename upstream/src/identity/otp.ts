import type { DbSession } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { randomOtp, randomToken, safeEqual, sha256 } from './crypto.js';

export const OTP_TTL_SECONDS = 5 * 60;
const OTP_MAX_ATTEMPTS = 5;
export const LINK_TTL_SECONDS = 30 * 60;

export type OtpPurpose =
  'email_change' | 'phone_change' | 'verify_email' | 'verify_phone' | 'forgot_password';
export type LinkPurpose = 'reset_password' | 'set_password' | 'verify_email';

const hashOtp = (purpose: string, target: string, code: string) =>
  sha256(`${purpose}:${target}:${code}`);

/** A fresh six-digit code for `target`; earlier unused codes for the same purpose stop working. */
export async function createOtp(
  db: DbSession,
  otp: { userId: number; purpose: OtpPurpose; target: string; now: Date },
): Promise<string> {
  const code = randomOtp();
  await db.query(
    `UPDATE otps SET consumed_at = $4
      WHERE user_id = $1 AND purpose = $2 AND target = $3 AND consumed_at IS NULL`,
    [otp.userId, otp.purpose, otp.target, otp.now],
  );
  await db.query(
    `INSERT INTO otps (user_id, purpose, target, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      otp.userId,
      otp.purpose,
      otp.target,
      hashOtp(otp.purpose, otp.target, code),
      new Date(otp.now.getTime() + OTP_TTL_SECONDS * 1000),
    ],
  );
  return code;
}

/**
 * Checks (and on success spends) the newest code for `target`. Five wrong tries lock it: a new
 * code must be requested.
 */
export async function checkOtp(
  db: DbSession,
  otp: { userId: number; purpose: OtpPurpose; target: string; code: string; now: Date },
): Promise<void> {
  const rows = await db.query<{
    id: number;
    code_hash: string;
    expires_at: Date;
    attempts: number;
  }>(
    `SELECT id, code_hash, expires_at, attempts FROM otps
      WHERE user_id = $1 AND purpose = $2 AND target = $3 AND consumed_at IS NULL
      ORDER BY id DESC LIMIT 1`,
    [otp.userId, otp.purpose, otp.target],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= otp.now.getTime()) {
    throw new ApiError(
      400,
      'otp_expired',
      'Kode OTP sudah kedaluwarsa atau belum diminta. Minta kode baru.',
    );
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new ApiError(429, 'otp_locked', 'Terlalu banyak percobaan salah. Minta kode OTP baru.');
  }
  if (!safeEqual(row.code_hash, hashOtp(otp.purpose, otp.target, otp.code))) {
    await db.query('UPDATE otps SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    const left = OTP_MAX_ATTEMPTS - row.attempts - 1;
    if (left <= 0) {
      throw new ApiError(429, 'otp_locked', 'Terlalu banyak percobaan salah. Minta kode OTP baru.');
    }
    throw new ApiError(400, 'otp_invalid', `Kode OTP salah. Sisa percobaan: ${left}`);
  }
  await db.query('UPDATE otps SET consumed_at = $2 WHERE id = $1', [row.id, otp.now]);
}

export async function createLinkToken(
  db: DbSession,
  link: { userId: number; purpose: LinkPurpose; now: Date; ttlSeconds?: number },
): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO link_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [
      sha256(token),
      link.userId,
      link.purpose,
      new Date(link.now.getTime() + (link.ttlSeconds ?? LINK_TTL_SECONDS) * 1000),
    ],
  );
  return token;
}

/** The member a live link token is for; `consume` spends it. Throws 400 when it is not valid. */
export async function useLinkToken(
  db: DbSession,
  link: { token: string; purpose: LinkPurpose; now: Date; consume: boolean },
): Promise<number> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT user_id FROM link_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [sha256(link.token), link.purpose, link.now],
  );
  const row = rows[0];
  if (!row) {
    throw new ApiError(400, 'invalid_link', 'Tautan tidak valid, sudah dipakai atau kedaluwarsa');
  }
  if (link.consume) {
    await db.query('UPDATE link_tokens SET used_at = $2 WHERE token_hash = $1', [
      sha256(link.token),
      link.now,
    ]);
  }
  return row.user_id;
}
