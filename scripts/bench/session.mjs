// Signs a demo member in over HTTP through the real flow (the gateway's login redirect, the
// sign-on host's form, the return to /redirect), as gateway/src/test-support/sign-in.ts does.
import { site } from './servers.mjs';

const BUDI = { identifier: 'budi@contoh.id', password: 'Rahasia123' };

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * @returns {Promise<{ cookie: string, accessToken: string }>} the Cookie header of the
 * session and the member's bearer token (read from the access-token cookie, as the original
 * browser app held it)
 */
export async function signIn(credentials = BUDI) {
  const login = await fetch(`${site}/webapi/auth/login`, { redirect: 'manual' });
  const authorizeUrl = login.headers.get('location');
  if (!authorizeUrl) throw new Error(`login did not redirect (${login.status})`);
  const attempt = cookiesOf(login).join('; ');

  const form = await fetch(authorizeUrl);
  const formCookies = cookiesOf(form).join('; ');
  const html = await form.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input\s+type="hidden"\s+name="([^"]+)"\s+value="([^"]*)"/g,
  )) {
    fields.set(name, decodeEntities(value));
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
  if (!back.searchParams.get('code')) throw new Error(`sign-in refused (${submitted.status})`);

  const returned = await fetch(`${site}/redirect${back.search}`, {
    headers: { cookie: attempt },
    redirect: 'manual',
  });
  const session = cookiesOf(returned).filter((pair) => !pair.endsWith('='));
  const access = session.find((pair) => pair.startsWith('access-token='));
  if (!access) throw new Error(`no session cookie after the return (${returned.status})`);
  const { token } = JSON.parse(decodeURIComponent(access.slice('access-token='.length)));
  return { cookie: session.join('; '), accessToken: token };
}
