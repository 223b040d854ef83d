import { describe, expect, it } from 'vitest';
import { cookiesFrom } from '../testing/cookies.js';
import { useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream({ SSO_REDIRECT_URIS: 'https://situs.example.id/redirect' });

describe('GET /sso/tnc_tiers', () => {
  it('lists the tiers and their thresholds', async () => {
    const response = await upstream.app.inject({ url: '/sso/tnc_tiers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="id">');
    for (const text of ['Silver', 'Gold', 'Platinum', '50.000', '250.000']) {
      expect(response.body).toContain(text);
    }
  });
});

describe('GET /sso/account/card', () => {
  it('asks to sign in, then shows the membership card', async () => {
    const prompt = await upstream.app.inject({ url: '/sso/account/card' });
    expect(prompt.statusCode).toBe(200);
    expect(prompt.body).toContain('Masuk untuk melihat kartu member');
    const csrf = /name="csrf"\s+value="([^"]+)"/.exec(prompt.body)![1]!;
    const cookie = cookiesFrom(prompt);

    const post = (password: string) =>
      upstream.app.inject({
        method: 'POST',
        url: '/sso/account/card',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ csrf, identifier: 'budi@contoh.id', password }).toString(),
      });

    const wrong = await post('salah');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Email/nomor HP atau kata sandi salah');

    const signedIn = await post('Rahasia123');
    expect(signedIn.statusCode).toBe(303);
    const session = cookiesFrom(signedIn);
    expect(session).toContain('sso_session=');
    const card = await upstream.app.inject({
      url: '/sso/account/card',
      headers: { cookie: `${cookie}; ${session}` },
    });
    expect(card.body).toContain('Budi Santoso');
    expect(card.body).toContain('MV-0001-2026');
    expect(card.body).toContain('Gold');
    expect(card.body).toContain('6019 0200 0001 2345');
  });
});

describe('SSO_REDIRECT_URIS', () => {
  it('allows only the configured redirect URIs', async () => {
    const query = (redirect: string) =>
      new URLSearchParams({
        response_type: 'code',
        client_id: 'myvalue-web',
        redirect_uri: redirect,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      }).toString();
    expect(
      (
        await upstream.app.inject({
          url: `/sso/authorize/?${query('https://situs.example.id/redirect')}`,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await upstream.app.inject({
      url: `/sso/authorize/?${query('http://localhost:8080/redirect')}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('redirect_uri');
  });

  it('escapes what it echoes back', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'myvalue-web',
      redirect_uri: 'https://situs.example.id/redirect',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      state: '"><script>alert(1)</script>',
    }).toString();
    const response = await upstream.app.inject({ url: `/sso/authorize/?${query}` });
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
  });
});
