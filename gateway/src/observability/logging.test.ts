import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { cookieHeader, cookiesSet, signIn, SITI } from '../test-support/sign-in.js';
import { loggableUrl } from './logging.js';

describe('loggableUrl', () => {
  it('hides the sign-in return’s code and state, keeps the rest', () => {
    expect(loggableUrl('/redirect?code=abc123&state=xyz&next=%2Fpromo')).toBe(
      '/redirect?code=[redacted]&state=[redacted]&next=%2Fpromo',
    );
    expect(loggableUrl('/search?q=kopi')).toBe('/search?q=kopi');
  });

  it('hides a calendar feed’s token', () => {
    expect(loggableUrl(`/kalender/${'A'.repeat(43)}.ics`)).toBe('/kalender/[redacted].ics');
  });
});

describe('logs', () => {
  const harness = useHarness({ env: { REFRESH_REUSE_GRACE_MS: '0' } });

  const graphql = (query: string, cookie: string, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      payload: { query },
    });

  it('carries one request id from the gateway to every upstream call and both logs', async () => {
    const { cookies } = await signIn(harness);
    await harness.resetUpstreamLog();
    const response = await graphql(
      '{ viewer { point user { email } } categories { items { id } } }',
      cookieHeader(cookies),
      { 'x-request-id': 'trace-7f3a.1' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-7f3a.1');
    const calls = await harness.upstreamRequests();
    expect(calls.length).toBeGreaterThan(1);
    expect(new Set(calls.map((call) => call.requestId))).toEqual(new Set(['trace-7f3a.1']));

    const tagged = (lines: string[]) =>
      lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'trace-7f3a.1');
    expect(tagged(harness.logLines).length).toBeGreaterThan(0);
    expect(tagged(harness.upstreamLogLines).length).toBeGreaterThanOrEqual(calls.length);
  });

  it('makes its own id when the incoming one is not acceptable', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(300) },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no password, OTP, token or cookie through sign-in, OTP, claim and refresh', async () => {
    const signedIn = await signIn(harness, SITI);
    const cookies = signedIn.cookies;
    const cookie = cookieHeader(cookies);
    const attemptCookies = Object.values(cookiesSet(signedIn.login)).filter(Boolean);

    const otpRequest = await graphql(
      'mutation { requestEmailOtp(email: "siti.log@contoh.id") { ok } }',
      cookie,
    );
    expect(otpRequest.json().data.requestEmailOtp.ok).toBe(true);
    const otp = (await harness.outbox())
      .filter((message) => message.to === 'siti.log@contoh.id')
      .at(-1)!.code;
    const changed = await graphql(
      `mutation { changeEmail(email: "siti.log@contoh.id", otp: "${otp}") { ok } }`,
      cookie,
    );
    expect(changed.json().data.changeEmail.ok).toBe(true);

    const claim = await graphql('mutation { claimVoucher(promoId: "1") { ok } }', cookie);
    expect(claim.json().data.claimVoucher.ok).toBe(true);

    const refreshed = await harness.app.inject({
      method: 'GET',
      url: '/webapi/session/refresh',
      headers: { cookie },
    });
    const rotated = cookiesSet(refreshed);
    expect(rotated['refresh-token']).toBeTruthy();

    const lines = [...harness.logLines, ...harness.upstreamLogLines];
    // Every line is one JSON object.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const log = lines.join('\n');
    // The whole flow is there: the sign-on form, the OTP, the claim.
    for (const path of ['/sso/authorize', '/identity/v1/user/email/otp', '/graphql']) {
      expect(log).toContain(path);
    }

    const secrets = [
      SITI.password,
      JSON.parse(cookies['access-token']!).token as string,
      cookies['refresh-token']!,
      JSON.parse(rotated['access-token']!).token as string,
      rotated['refresh-token']!,
      ...Object.values(cookies).filter(Boolean),
      ...attemptCookies,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(SITI.password));
    // The 6 digits alone, not inside a longer number (a timestamp may hold any 6 digits).
    expect(log).not.toMatch(new RegExp(`(?<![0-9])${otp}(?![0-9])`));
    expect(log).not.toMatch(/authorization|bearer /i);
  });
});
