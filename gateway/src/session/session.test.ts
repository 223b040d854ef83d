import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { cookieHeader, cookiesSet, signIn, SITI } from '../test-support/sign-in.js';
import { REFRESH_FAILED_DETAIL } from './session.js';

const VIEWER = /* GraphQL */ `
  query {
    viewer {
      user {
        valueId
        fullName
        email
        verified
        photo
      }
    }
  }
`;

// No grace period: a rotated refresh token reaches the identity API at once.
const harness = useHarness({ env: { REFRESH_REUSE_GRACE_MS: '0' } });

/** GET /webapi/session/refresh with these session cookies. */
function refreshWith(cookies: Record<string, string>) {
  return harness.app.inject({
    method: 'GET',
    url: '/webapi/session/refresh',
    headers: { cookie: cookieHeader(cookies) },
  });
}

describe('sign-in', () => {
  it('redirects to the sign-on host with a fresh state and PKCE challenge each time', async () => {
    const first = await harness.app.inject({ method: 'GET', url: '/webapi/auth/login' });
    const second = await harness.app.inject({ method: 'GET', url: '/webapi/auth/login' });
    expect(first.statusCode).toBe(302);
    const a = new URL(first.headers.location as string);
    const b = new URL(second.headers.location as string);
    expect(`${a.origin}${a.pathname}`).toBe(`${harness.upstream.url}/sso/authorize/`);
    expect(a.searchParams.get('client_id')).toBe('myvalue-web');
    expect(a.searchParams.get('redirect_uri')).toBe('http://localhost:8080/redirect');
    expect(a.searchParams.get('code_challenge_method')).toBe('S256');
    expect(a.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
    const attempt = first.cookies.find((cookie) => cookie.name === 'login-attempt');
    expect(attempt).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('exchanges the code and sets HttpOnly, SameSite=Lax cookies', async () => {
    const { returned } = await signIn(harness);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe('/redirect');
    const access = returned.cookies.find((cookie) => cookie.name === 'access-token')!;
    const refresh = returned.cookies.find((cookie) => cookie.name === 'refresh-token')!;
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // localhost: browsers would drop a Secure cookie sent over plain HTTP.
      expect(cookie.secure).toBeFalsy();
    }
    const value = JSON.parse(access.value) as { token: string; exp: number };
    expect(value.token.length).toBeGreaterThan(20);
    expect(value.exp).toBeGreaterThan(Date.now() / 1000);
    expect(returned.body).toBe('');
  });

  it('marks the cookies Secure on any other host', async () => {
    const login = await harness.app.inject({
      method: 'GET',
      url: '/webapi/auth/login',
      headers: { host: 'www.myvalue.id' },
    });
    expect(login.cookies.find((cookie) => cookie.name === 'login-attempt')?.secure).toBe(true);
  });

  it('refuses a return whose state does not match the attempt', async () => {
    const login = await harness.app.inject({ method: 'GET', url: '/webapi/auth/login' });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/redirect?code=anything&state=not-the-state',
      headers: { cookie: cookieHeader(cookiesSet(login)) },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/redirect?error=login_failed');
    expect(response.cookies.find((cookie) => cookie.name === 'access-token')).toBeUndefined();
  });

  it('refuses a return with no sign-in attempt at all', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/redirect?code=anything&state=anything',
    });
    expect(response.headers.location).toBe('/redirect?error=login_failed');
  });
});

describe('viewer', () => {
  it('is the signed-in member, with derived fields', async () => {
    const { cookies } = await signIn(harness);
    const { body } = await harness.graphql(VIEWER, undefined, cookieHeader(cookies));
    expect(body.errors).toBeUndefined();
    const user = body.data.viewer.user;
    expect(user.fullName).toBe('Budi Santoso');
    expect(user.email).toBe('budi@contoh.id');
    expect(user.verified).toBe(true);
    expect(user.photo).toBe(`${harness.config.storageUrl}/avatars/budi.svg`);
    expect(user.valueId).toMatch(/\S+/);
  });

  it('gives the default avatar to a member without a photo', async () => {
    const { cookies } = await signIn(harness, SITI);
    const { body } = await harness.graphql(VIEWER, undefined, cookieHeader(cookies));
    expect(body.data.viewer.user.fullName).toBe('Siti Rahma');
    expect(body.data.viewer.user.photo).toBe('/no-avatar.png');
  });

  it('is null for a visitor, with no upstream identity call', async () => {
    const { body } = await harness.graphql(VIEWER);
    expect(body).toEqual({ data: { viewer: null } });
    const calls = await harness.upstreamRequests();
    expect(calls.filter((call) => call.path.startsWith('/identity'))).toEqual([]);
  });

  it('treats a garbage cookie as a visitor', async () => {
    for (const cookie of [
      'access-token=garbage',
      'access-token=%7B%22token%22%3A1%7D',
      'access-token=',
    ]) {
      const { status, body } = await harness.graphql(VIEWER, undefined, cookie);
      expect(status).toBe(200);
      expect(body).toEqual({ data: { viewer: null } });
    }
  });

  it('ends the session of a forged token: viewer null, cookies cleared, session deleted', async () => {
    const forged = JSON.stringify({ token: 'forged-token-value', exp: 4102444800 });
    const { body, response } = await harness.graphql(
      VIEWER,
      undefined,
      cookieHeader({ 'access-token': forged, 'refresh-token': 'forged-refresh' }),
    );
    expect(body.data.viewer).toBeNull();
    const cleared = cookiesSet(response);
    expect(cleared['access-token']).toBe('');
    expect(cleared['refresh-token']).toBe('');
    const calls = await harness.upstreamRequests();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /identity/v2/web/session',
    );
  });
});

describe('refresh and logout', () => {
  it('refreshes on request, rotating the refresh token, without tokens in the body', async () => {
    const { cookies } = await signIn(harness);
    const response = await refreshWith(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.refreshed).toBe(true);
    const rotated = cookiesSet(response);
    expect(rotated['refresh-token']).toBeTruthy();
    expect(rotated['refresh-token']).not.toBe(cookies['refresh-token']);
    expect(response.body).not.toContain(rotated['refresh-token']!);
    expect(response.body).not.toContain(JSON.parse(rotated['access-token']!).token);
  });

  it('answers 401 to a rotated refresh token, and the whole session is revoked', async () => {
    const { cookies } = await signIn(harness);
    const first = await refreshWith(cookies);
    const newer = cookiesSet(first);

    const reused = await refreshWith(cookies);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe(REFRESH_FAILED_DETAIL);
    expect(cookiesSet(reused)['access-token']).toBe('');

    // Reuse revoked the family: the newest refresh token fails too.
    const afterReuse = await refreshWith(newer);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('logs out: cookies cleared and the refresh token revoked upstream', async () => {
    const { cookies } = await signIn(harness);
    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/webapi/session/logout',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(response.statusCode).toBe(204);
    const cleared = cookiesSet(response);
    expect(cleared['access-token']).toBe('');
    expect(cleared['refresh-token']).toBe('');
    const refresh = await refreshWith(cookies);
    expect(refresh.statusCode).toBe(401);
  });

  it('never writes a token to the log', async () => {
    const { cookies } = await signIn(harness);
    await harness.graphql(VIEWER, undefined, cookieHeader(cookies));
    await refreshWith(cookies);
    const accessToken = JSON.parse(cookies['access-token']!).token as string;
    const log = harness.logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(accessToken);
    expect(log).not.toContain(cookies['refresh-token']!);
  });
});
