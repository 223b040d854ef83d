import type { FastifyInstance } from 'fastify';
import type { DbSession } from '../db/db.js';
import { DEMO_PASSWORD } from '../db/seed/identity.js';
import { pkceChallenge } from '../identity/crypto.js';
import { findUserByEmail } from '../identity/users/repository.js';
import { madeBeforeAll } from './made-before-all.js';
import type { TestUpstream } from './test-upstream.js';

const REDIRECT = 'http://localhost:8080/redirect';
const VERIFIER = 'test-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** The bearer header of the access token, for `call(…, { as })` or `inject`. */
  headers: { authorization: string };
}

/**
 * Signs a member in through the identity API's JSON authorize step and its token endpoint,
 * as the gateway's sign-in ends (the sign-on form itself has its own tests).
 */
export async function signInAs(
  app: FastifyInstance,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const authorize = await app.inject({
    method: 'POST',
    url: '/identity/v1/auth/authorize',
    payload: {
      response_type: 'code',
      client_id: 'myvalue-web',
      redirect_uri: REDIRECT,
      code_challenge: pkceChallenge(VERIFIER),
      code_challenge_method: 'S256',
      username: identifier,
      password,
    },
  });
  if (authorize.statusCode !== 200) throw new Error(`sign-in failed: ${authorize.body}`);
  const token = await app.inject({
    method: 'POST',
    url: '/identity/v1/auth/token',
    payload: {
      grant_type: 'authorization_code',
      code: authorize.json().code,
      redirect_uri: REDIRECT,
      client_id: 'myvalue-web',
      code_verifier: VERIFIER,
    },
  });
  const body = token.json();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

/** A seeded member signed in once, before the tests of this file or `describe` block. */
export function useSignedIn(upstream: TestUpstream, identifier: string): SignedIn {
  return madeBeforeAll(() => signInAs(upstream.app, identifier));
}

/** Budi as the seed makes him, in the identity API's `UserSummary` shape. */
export const BUDI_SUMMARY = {
  valueID: 'MV-0001-2026',
  firstName: 'Budi',
  lastName: 'Santoso',
  email: 'budi@contoh.id',
  emailVerified: true,
  phone: '081234567890',
  phoneVerified: true,
  photo: 'avatars/budi.svg',
};

/** The database id of a member. */
export async function memberId(db: DbSession, email: string): Promise<number> {
  const member = await findUserByEmail(db, email);
  if (!member) throw new Error(`No member ${email}`);
  return member.id;
}
