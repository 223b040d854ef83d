import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  BUDI,
  SITI,
  loginAtSignOnHost,
  registerAtSignOnHost,
  type Member,
} from '../../../scripts/lib/sign-on-host.mjs';
import type { Harness } from './harness.js';
import { madeBeforeAll } from '@myvalue/upstream/testing';

export { BUDI, SITI, loginAtSignOnHost, type Member };

/** name=value pairs of the cookies a response sets (expired ones as empty values). */
export function cookiesSet(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/**
 * Signs in the way a browser does: the gateway's login redirect, the sign-on host's real login
 * form over HTTP (or its "Daftar" form, with `'new'`: a fresh member), then the return to
 * /redirect. Returns the session cookies the gateway set.
 */
export async function signIn(gateway: { app: FastifyInstance }, member: Member | 'new' = BUDI) {
  const login = await gateway.app.inject({ method: 'GET', url: '/webapi/auth/login' });
  const attempt = cookiesSet(login);
  const authorizeUrl = login.headers.location as string;
  const back =
    member === 'new'
      ? await registerAtSignOnHost(authorizeUrl)
      : await loginAtSignOnHost(authorizeUrl, member);

  const returned = await gateway.app.inject({
    method: 'GET',
    url: `/redirect${back.search}`,
    headers: { cookie: cookieHeader(attempt) },
  });
  return { login, returned, cookies: cookiesSet(returned) };
}

export interface SignedIn {
  /** The session cookies, by name. */
  cookies: Record<string, string>;
  /** The same as a Cookie header. */
  cookie: string;
}

/**
 * A member registered just now and signed in, for a test that changes a member (claims,
 * bookmarks): no points, nothing claimed, and no other test sees what it does.
 */
export async function signInNewMember(harness: Harness): Promise<SignedIn> {
  const { cookies } = await signIn(harness, 'new');
  return { cookies, cookie: cookieHeader(cookies) };
}

/** `member` signed in to the harness's gateway once, before the tests of this file or block. */
export function useSignedIn(harness: Harness, member: Member = BUDI): SignedIn {
  return madeBeforeAll(async () => {
    const { cookies } = await signIn(harness, member);
    return { cookies, cookie: cookieHeader(cookies) };
  });
}
