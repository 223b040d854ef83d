// Signs a demo member in over HTTP through the real flow (the gateway's login redirect, the
// sign-on host's form, the return to /redirect), with the form step the gateway's tests use.
import { BUDI, cookiePairs, loginAtSignOnHost } from '../lib/sign-on-host.mjs';
import { site } from './servers.mjs';

/**
 * @returns {Promise<{ cookie: string, accessToken: string }>} the Cookie header of the
 * session and the member's bearer token (read from the access-token cookie, as the original
 * browser app held it)
 */
export async function signIn(member = BUDI) {
  const login = await fetch(`${site}/webapi/auth/login`, { redirect: 'manual' });
  const authorizeUrl = login.headers.get('location');
  if (!authorizeUrl) throw new Error(`login did not redirect (${login.status})`);
  const back = await loginAtSignOnHost(authorizeUrl, member);

  const returned = await fetch(`${site}/redirect${back.search}`, {
    headers: { cookie: cookiePairs(login).join('; ') },
    redirect: 'manual',
  });
  const session = cookiePairs(returned).filter((pair) => !pair.endsWith('='));
  const access = session.find((pair) => pair.startsWith('access-token='));
  if (!access) throw new Error(`no session cookie after the return (${returned.status})`);
  const { token } = JSON.parse(decodeURIComponent(access.slice('access-token='.length)));
  return { cookie: session.join('; '), accessToken: token };
}
