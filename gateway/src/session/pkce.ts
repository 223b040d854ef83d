import { createHash, randomBytes } from 'node:crypto';

/** A fresh `state` and PKCE pair for one sign-in attempt (RFC 7636, S256). */
export function createLoginAttempt() {
  const state = randomBytes(24).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { state, verifier, challenge };
}
