import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from './harness.js';

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

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function setCookieHeaders(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * The sign-on host's real login form over HTTP, from the authorize address the gateway's login
 * redirect named; returns the address the host sends the browser back to (with the code).
 */
export async function loginAtSignOnHost(
  authorizeUrl: string,
  credentials: { identifier: string; password: string } = {
    identifier: 'budi@contoh.id',
    password: 'Rahasia123',
  },
): Promise<URL> {
  const form = await fetch(authorizeUrl);
  const formCookies = setCookieHeaders(form);
  const html = await form.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input\s+type="hidden"\s+name="([^"]+)"\s+value="([^"]*)"/g,
  )) {
    fields.set(name!, decodeEntities(value!));
  }
  fields.set('action', 'login');
  fields.set('identifier', credentials.identifier);
  fields.set('password', credentials.password);

  const submitted = await fetch(authorizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookies },
    body: fields.toString(),
    redirect: 'manual',
  });
  const back = new URL(submitted.headers.get('location') ?? 'http://invalid/');
  if (!back.searchParams.get('code')) {
    throw new Error(`Sign-in failed at the sign-on host (${submitted.status})`);
  }
  return back;
}

/**
 * Signs in the way a browser does: the gateway's login redirect, the sign-on host's real login
 * form over HTTP, then the return to /redirect. Returns the session cookies the gateway set.
 */
export async function signIn(
  harness: Harness,
  credentials?: { identifier: string; password: string },
) {
  const login = await harness.app.inject({ method: 'GET', url: '/webapi/auth/login' });
  const attempt = cookiesSet(login);
  const back = await loginAtSignOnHost(login.headers.location as string, credentials);

  const returned = await harness.app.inject({
    method: 'GET',
    url: `/redirect${back.search}`,
    headers: { cookie: cookieHeader(attempt) },
  });
  return { login, returned, cookies: cookiesSet(returned) };
}
