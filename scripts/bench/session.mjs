// Signs a demo member in over HTTP through the real flow (the gateway's login redirect, the
// sign-on host's form, the return to /redirect), with the form step the gateway's tests use.
import { BUDI, signInAtSite } from '../lib/sign-on-host.mjs';
import { site } from './servers.mjs';

/**
 * @returns {Promise<{ cookie: string, accessToken: string }>} the Cookie header of the
 * session and the member's bearer token (read from the access-token cookie, as the original
 * browser app held it)
 */
export async function signIn(member = BUDI) {
  const session = await signInAtSite(site, member);
  const access = session.find((pair) => pair.startsWith('access-token='));
  const { token } = JSON.parse(decodeURIComponent(access.slice('access-token='.length)));
  return { cookie: session.join('; '), accessToken: token };
}
