import type { FastifyInstance } from 'fastify';
import { pkceChallenge } from './crypto.js';

const REDIRECT = 'http://localhost:8080/redirect';
const VERIFIER = 'test-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';

/** Signs a member in through the JSON authorize step and the token endpoint (for tests). */
export async function signInAs(
  app: FastifyInstance,
  username: string,
  password = 'Rahasia123',
): Promise<{ accessToken: string; refreshToken: string; headers: { authorization: string } }> {
  const authorize = await app.inject({
    method: 'POST',
    url: '/identity/v1/auth/authorize',
    payload: {
      response_type: 'code',
      client_id: 'myvalue-web',
      redirect_uri: REDIRECT,
      code_challenge: pkceChallenge(VERIFIER),
      code_challenge_method: 'S256',
      username,
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
