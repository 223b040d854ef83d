import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesFrom } from '../../testing/cookies.js';
import { BUDI_SUMMARY } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';
import { pkceChallenge } from '../crypto.js';

const upstream = useTestUpstream({ ACCESS_TOKEN_TTL_SECONDS: '60' });

afterEach(() => {
  vi.useRealTimers();
});

const REDIRECT = 'http://localhost:8080/redirect';
const VERIFIER = 'v'.repeat(20) + 'erifier-0123456789-abcdefghijklmnop';

function authorizeQuery(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'myvalue-web',
    redirect_uri: REDIRECT,
    state: 'st-123',
    code_challenge: pkceChallenge(VERIFIER),
    code_challenge_method: 'S256',
    ...overrides,
  }).toString();
}

/**
 * Opens the sign-on form (in `mode` when given), posts `fields` in it with its CSRF token and the
 * OAuth parameters of `query`; answers the response of the POST.
 */
async function postSignOnForm(
  fields: Record<string, string>,
  { query = authorizeQuery(), mode }: { query?: string; mode?: 'register' } = {},
) {
  const form = await upstream.app.inject({
    url: `/sso/authorize/?${query}${mode ? `&mode=${mode}` : ''}`,
  });
  expect(form.statusCode).toBe(200);
  const csrf = /name="csrf"\s+value="([^"]+)"/.exec(form.body)?.[1];
  expect(csrf).toBeTruthy();
  const params = new URLSearchParams(query);
  params.set('csrf', csrf!);
  for (const [key, value] of Object.entries(fields)) params.set(key, value);
  return upstream.app.inject({
    method: 'POST',
    url: `/sso/authorize/?${query}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiesFrom(form),
    },
    payload: params.toString(),
  });
}

const signIn = (identifier: string, password: string, query = authorizeQuery()) =>
  postSignOnForm({ action: 'login', identifier, password }, { query });

async function codeFor(identifier = 'budi@contoh.id', query = authorizeQuery()) {
  const response = await signIn(identifier, 'Rahasia123', query);
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  return location.searchParams.get('code')!;
}

function token(payload: Record<string, string>, form = false) {
  return upstream.app.inject({
    method: 'POST',
    url: '/identity/v1/auth/token',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload).toString(),
        }
      : { payload }),
  });
}

function exchange(code: string, overrides: Record<string, string> = {}, form = false) {
  return token(
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: 'myvalue-web',
      code_verifier: VERIFIER,
      ...overrides,
    },
    form,
  );
}

const refresh = (refreshToken: string) =>
  token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'myvalue-web' });

const introspect = (accessToken: string) =>
  upstream.app.inject({
    method: 'POST',
    url: '/identity/v1/auth/introspect',
    payload: { access_token: accessToken },
  });

describe('the sign-on form', () => {
  it('shows the login form in Indonesian, with a registration tab', async () => {
    const response = await upstream.app.inject({ url: `/sso/authorize/?${authorizeQuery()}` });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="id">');
    expect(response.body).toContain('>Email atau nomor HP</label>');
    expect(response.body).toContain('>Kata sandi</label>');
    expect(response.body).toContain('>Masuk</button>');
    expect(response.body).toContain('#84329B');
    expect(response.body).toContain('mode=register');
    expect(response.body).not.toMatch(/(src|href)="https?:/);
  });

  it('refuses an unknown client or redirect URI with an error page, never a redirect', async () => {
    const cases: Record<string, string>[] = [
      { client_id: 'evil' },
      { redirect_uri: 'https://evil.example/redirect' },
    ];
    for (const overrides of cases) {
      const response = await upstream.app.inject({
        url: `/sso/authorize/?${authorizeQuery(overrides)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Permintaan masuk tidak valid');
    }
  });

  it('re-renders with an error and the identifier kept on wrong credentials', async () => {
    const response = await signIn('budi@contoh.id', 'salah12345');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Email/nomor HP atau kata sandi salah');
    expect(response.body).toContain('value="budi@contoh.id"');
  });

  it('rejects a post without the CSRF token', async () => {
    const response = await upstream.app.inject({
      method: 'POST',
      url: `/sso/authorize/?${authorizeQuery()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${authorizeQuery()}&action=login&identifier=budi%40contoh.id&password=Rahasia123`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
  });

  it('signs in with the phone number too, and keeps the state', async () => {
    const response = await signIn('+6281234567890', 'Rahasia123');
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-123');
  });

  it('registers a Silver member with no points and signs them in', async () => {
    const query = authorizeQuery();
    const response = await postSignOnForm(
      {
        action: 'register',
        first_name: 'Dewi',
        last_name: 'Lestari',
        email: 'dewi@contoh.id',
        phone: '081311112222',
        password: 'Rahasia123',
      },
      { query, mode: 'register' },
    );
    expect(response.statusCode).toBe(302);
    const code = new URL(String(response.headers.location)).searchParams.get('code')!;
    const tokens = (await exchange(code)).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const tier = await upstream.app.inject({ url: '/identity/v2/tiers/me', headers: auth });
    expect(tier.json()).toMatchObject({ tierName: 'Silver', tierPoint: 0 });
    const point = await upstream.app.inject({ url: '/identity/v1/point', headers: auth });
    expect(point.json()).toEqual({ point: 0 });
  });
});

describe('POST /identity/v1/auth/token', () => {
  it('exchanges a code for tokens, once (form-encoded works too)', async () => {
    const code = await codeFor();
    const response = await exchange(code, {}, true);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 60,
      refresh_expires_in: 2_592_000,
    });

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'invalid_grant', id: expect.any(String) });
  });

  it('rejects a wrong verifier, a wrong redirect URI and an unknown client', async () => {
    const wrongVerifier = await exchange(await codeFor(), { code_verifier: 'x'.repeat(50) });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().errorCode).toBe('invalid_grant');

    const wrongRedirect = await exchange(await codeFor(), {
      redirect_uri: 'http://127.0.0.1:8080/redirect',
    });
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.json().errorCode).toBe('invalid_grant');

    const unknownClient = await exchange(await codeFor(), { client_id: 'lain' });
    expect(unknownClient.statusCode).toBe(401);
    expect(unknownClient.json().errorCode).toBe('invalid_client');
  });

  it('rejects a code older than 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const code = await codeFor();
    vi.setSystemTime(Date.now() + 61_000);
    const response = await exchange(code);
    expect(response.json().errorCode).toBe('invalid_grant');
  });

  it('rotates refresh tokens; replaying a rotated one revokes the whole family', async () => {
    const first = (await exchange(await codeFor())).json();
    const second = (await refresh(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
    const newest = third.json();

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('invalid_grant');

    const afterReplay = await refresh(newest.refresh_token);
    expect(afterReplay.statusCode).toBe(400);
    expect(afterReplay.json().errorCode).toBe('invalid_grant');
    expect((await introspect(newest.access_token)).json()).toEqual({ active: false });
  });
});

describe('introspection, sessions and expiry', () => {
  it('describes a live token and refuses an unknown one', async () => {
    const tokens = (await exchange(await codeFor())).json();
    const live = (await introspect(tokens.access_token)).json();
    expect(live).toEqual({
      active: true,
      exp: expect.any(Number),
      ...BUDI_SUMMARY,
    });
    expect((await introspect('nope')).json()).toEqual({ active: false });
    expect((await introspect("' OR 1=1 --")).json()).toEqual({ active: false });
  });

  it('expires access tokens after ACCESS_TOKEN_TTL_SECONDS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = (await exchange(await codeFor())).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect(
      (await upstream.app.inject({ url: '/identity/v1/user', headers: auth })).statusCode,
    ).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await introspect(tokens.access_token)).json()).toEqual({ active: false });
    const user = await upstream.app.inject({ url: '/identity/v1/user', headers: auth });
    expect(user.statusCode).toBe(401);
    // The refresh token still works and gives a fresh access token.
    const renewed = await refresh(tokens.refresh_token);
    expect((await introspect(renewed.json().access_token)).json().active).toBe(true);
  });

  it('logs out with DELETE /v2/web/session', async () => {
    const tokens = (await exchange(await codeFor())).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const session = await upstream.app.inject({ url: '/identity/v2/web/session', headers: auth });
    expect(session.json()).toEqual({ active: true, expiresAt: expect.any(String) });

    const logout = await upstream.app.inject({
      method: 'DELETE',
      url: '/identity/v2/web/session',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await introspect(tokens.access_token)).json()).toEqual({ active: false });
    expect((await refresh(tokens.refresh_token)).json().errorCode).toBe('invalid_grant');
    const after = await upstream.app.inject({ url: '/identity/v2/web/session', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      id: expect.any(String),
      detail: 'Sesi tidak valid atau sudah berakhir',
      errorCode: 'unauthorized',
    });
  });

  it('describes the web client', async () => {
    const response = await upstream.app.inject({ url: '/identity/v2/web/client' });
    expect(response.json()).toEqual({ clientId: 'myvalue-web', name: 'MyValue Web' });
  });
});

describe('JSON authorize variants', () => {
  it('validates parameters', async () => {
    const ok = await upstream.app.inject({
      url: `/identity/v1/auth/authorize/validation?${authorizeQuery()}`,
    });
    expect(ok.json()).toMatchObject({ valid: true, clientId: 'myvalue-web' });
    const bad = await upstream.app.inject({
      url: `/identity/v1/auth/authorize/validation?${authorizeQuery({ code_challenge_method: 'plain' })}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('signs in with JSON and issues a code for a logged-in member', async () => {
    const params = Object.fromEntries(new URLSearchParams(authorizeQuery()));
    const signedIn = await upstream.app.inject({
      method: 'POST',
      url: '/identity/v1/auth/authorize',
      payload: { ...params, username: 'budi@contoh.id', password: 'Rahasia123' },
    });
    expect(signedIn.statusCode).toBe(200);
    const tokens = (await exchange(signedIn.json().code)).json();

    const again = await upstream.app.inject({
      method: 'POST',
      url: '/identity/v1/auth/authorize_logged_in',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: params,
    });
    expect(again.json().redirectUrl).toContain(`${REDIRECT}?code=`);
    expect((await exchange(again.json().code)).statusCode).toBe(200);

    const wrong = await upstream.app.inject({
      method: 'POST',
      url: '/identity/v1/auth/authorize',
      payload: { ...params, username: "budi@contoh.id' OR '1'='1", password: 'x' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});
