import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token (256 bits, base64url). Only its hash is ever stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A six-digit one-time code. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const SCRYPT_KEY_LENGTH = 32;
// N=2^14 keeps sign-in fast enough for tests while still being a real work factor.
const SCRYPT_COST = 16_384;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT_KEY_LENGTH, { N: SCRYPT_COST }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<salt>$<key>`, both base64url; the salt is random per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Hashes a password with a fixed salt: for deterministic seed data only. */
export async function hashPasswordWithSalt(password: string, salt: string): Promise<string> {
  const saltBytes = createHash('sha256').update(salt).digest().subarray(0, 16);
  const key = await scryptAsync(password, saltBytes);
  return `scrypt$${saltBytes.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) {
    // Spend the same effort so that unknown accounts do not answer faster.
    await scryptAsync(password, Buffer.alloc(16));
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Constant-time comparison of two strings (OTP codes, CSRF tokens). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
