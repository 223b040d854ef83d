import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from '../test-support/harness.js';
import { hasRedisServer, useRedis } from '../test-support/redis.js';
import { BUDI, SITI, useSignedIn } from '../test-support/sign-in.js';

const MESSAGE = /^Terlalu banyak percobaan\. Coba lagi dalam \d+ (menit|detik)\.$/;

/** Each limited mutation, the env that sets its limit small here, and one call of it. */
const LIMITS = [
  {
    what: 'OTP request',
    env: 'OTP_REQUEST_RATE_LIMIT',
    query: 'mutation A { requestEmailOtp(email: "baru@contoh.id") { ok } }',
  },
  {
    what: 'OTP check',
    env: 'OTP_CHECK_RATE_LIMIT',
    query: 'mutation B { changePhone(phone: "081234567890", otp: "000000") { ok } }',
  },
  {
    what: 'password check',
    env: 'PASSWORD_CHECK_RATE_LIMIT',
    query:
      'mutation C { changePassword(oldPassword: "salah123", newPassword: "Baru12345") { ok } }',
  },
  {
    what: 'referral code check',
    env: 'REFERRAL_CHECK_RATE_LIMIT',
    query: 'mutation D { checkReferralCode(code: "ZZZZ9999") { ok } }',
  },
  {
    what: 'event registration',
    env: 'EVENT_REGISTRATION_RATE_LIMIT',
    query:
      'mutation E { registerForEvent(input: { eventId: "0", pointUsed: 0, attendees: [] }) { ok } }',
  },
  {
    what: 'voucher claim',
    env: 'CLAIM_RATE_LIMIT',
    query: 'mutation F { claimVoucher(promoId: "0") { ok } }',
  },
  {
    what: 'calendar link',
    env: 'CALENDAR_LINK_RATE_LIMIT',
    query: 'mutation H { rotateCalendarFeed { ok } }',
  },
] as const;

const ALLOWED = 2;

function post(harness: Harness, query: string, options: { cookie?: string; address?: string }) {
  return harness.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.address,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { query },
  });
}

function isRateLimited(response: LightMyRequestResponse): boolean {
  const body = response.json() as { errors?: Array<{ extensions?: { code?: string } }> };
  return (
    response.statusCode === 429 ||
    Boolean(body.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED'))
  );
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  const body = response.json();
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0].message).toMatch(MESSAGE);
  expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
}

describe('limits of the mutations abuse aims at', () => {
  const harness = useHarness({
    env: {
      ...Object.fromEntries(LIMITS.map((limit) => [limit.env, `${ALLOWED}/10`])),
      PARTNER_INQUIRY_RATE_LIMIT: `${ALLOWED}/10`,
      SIGN_IN_RATE_LIMIT: `${ALLOWED}/10`,
    },
  });
  const budi = useSignedIn(harness, BUDI);
  const siti = useSignedIn(harness, SITI);

  for (const limit of LIMITS) {
    it(`${limit.what}: ${ALLOWED} a member, then 429 before any upstream write`, async () => {
      for (let attempt = 1; attempt <= ALLOWED; attempt += 1) {
        const response = await post(harness, limit.query, { cookie: budi.cookie });
        expect(isRateLimited(response), `attempt ${attempt}`).toBe(false);
      }
      await harness.resetUpstreamLog();
      // Renamed and aliased: the limit counts the field, whatever the operation is called.
      const renamed = limit.query.replace(/^mutation \w+ \{ /, 'mutation Lain { x: ');
      expectRefused(await post(harness, renamed, { cookie: budi.cookie }));
      const writes = (await harness.upstreamRequests()).filter(
        (call) => call.method !== 'GET' && !call.path.endsWith('/auth/introspect'),
      );
      expect(writes).toEqual([]);
      // Another member behind the same address has their own count.
      expect(isRateLimited(await post(harness, limit.query, { cookie: siti.cookie }))).toBe(false);
    });
  }

  it('calendar link form without JavaScript: counted with the mutations, then the page says so', async () => {
    // Siti has one rotation counted (the loop above: "another member behind the same
    // address"); signing in a new member is itself limited in this harness.
    const form = () =>
      harness.app.inject({
        method: 'POST',
        url: '/account/poin/kalender',
        headers: { cookie: siti.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'aksi=baru',
      });
    expect((await form()).statusCode).toBe(303);
    const refused = await form();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/Terlalu banyak percobaan\. Coba lagi dalam \d+ (menit|detik)\./);
    // The mutation counts against the same limit.
    expectRefused(
      await post(harness, 'mutation { rotateCalendarFeed { ok } }', { cookie: siti.cookie }),
    );
  });

  it('counts every alias of a limited field in one request', async () => {
    const query =
      'mutation { a: claimVoucher(promoId: "0") { ok } b: claimVoucher(promoId: "0") { ok } c: claimVoucher(promoId: "0") { ok } }';
    expectRefused(await post(harness, query, { address: '10.9.0.1' }));
  });

  it('partner form: by client address for visitors, each address its own count', async () => {
    const query =
      'mutation G { submitPartnerInquiry(input: { companyName: "", contactName: "", email: "x", phone: "1", message: "" }) { ok } }';
    for (let attempt = 1; attempt <= ALLOWED; attempt += 1) {
      expect(isRateLimited(await post(harness, query, { address: '10.2.0.1' }))).toBe(false);
    }
    expectRefused(await post(harness, query, { address: '10.2.0.1' }));
    expect(isRateLimited(await post(harness, query, { address: '10.2.0.2' }))).toBe(false);
  });

  it('sign-in start: by client address, refused with a page saying so', async () => {
    const start = (address: string) =>
      harness.app.inject({ method: 'GET', url: '/webapi/auth/login', remoteAddress: address });
    for (let attempt = 1; attempt <= ALLOWED; attempt += 1) {
      expect((await start('10.3.0.1')).statusCode).toBe(302);
    }
    const refused = await start('10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toMatch(/Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\./);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await start('10.3.0.2')).statusCode).toBe(302);
  });
});

describe('the per-address ceiling of every request', () => {
  const harness = useHarness({ env: { RATE_LIMIT_PER_MINUTE: '3' } });

  it('lets an address make its requests, then answers 429 with the message', async () => {
    const query = '{ __typename }';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await post(harness, query, { address: '10.4.0.1' })).statusCode).toBe(200);
    }
    const refused = await post(harness, query, { address: '10.4.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(MESSAGE),
    });
    // Probes are not visitors; another address is not this one.
    const probe = await harness.app.inject({ url: '/healthz', remoteAddress: '10.4.0.1' });
    expect(probe.statusCode).toBe(200);
    expect((await post(harness, query, { address: '10.4.0.2' })).statusCode).toBe(200);
  });

  it('shows a browser asking for a page the message as a page', async () => {
    // Any GET a browser makes for HTML (this harness renders no pages; robots.txt is a route).
    const page = () =>
      harness.app.inject({
        url: '/robots.txt',
        remoteAddress: '10.4.0.3',
        headers: { accept: 'text/html' },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await page()).statusCode).not.toBe(429);
    const refused = await page();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toMatch(/Terlalu banyak percobaan\. Coba lagi dalam \d+ (menit|detik)\./);
  });
  it('counts the calendar feed: guessing tokens is held back like any request', async () => {
    // A calendar app asks without a session; an address trying tokens is stopped at the ceiling.
    const feed = () =>
      harness.app.inject({ url: `/kalender/${'A'.repeat(43)}.ics`, remoteAddress: '10.4.0.4' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await feed()).statusCode).toBe(404);
    const refused = await feed();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.runIf(hasRedisServer())('limits shared through Redis by two gateways', () => {
  const redis = useRedis();
  const env = () => ({
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: '3',
    CLAIM_RATE_LIMIT: '1/10',
  });
  const replicaA = useHarness(() => ({ env: env() }));
  const replicaB = useHarness(() => ({ upstreamOf: replicaA, env: env() }));

  it('counts an address on one gateway against the other', async () => {
    const query = '{ __typename }';
    expect((await post(replicaA, query, { address: '10.5.0.1' })).statusCode).toBe(200);
    expect((await post(replicaB, query, { address: '10.5.0.1' })).statusCode).toBe(200);
    expect((await post(replicaA, query, { address: '10.5.0.1' })).statusCode).toBe(200);
    expect((await post(replicaB, query, { address: '10.5.0.1' })).statusCode).toBe(429);
  });

  it('counts a limited mutation on one gateway against the other', async () => {
    const claim = 'mutation { claimVoucher(promoId: "0") { ok } }';
    expect(isRateLimited(await post(replicaA, claim, { address: '10.5.0.2' }))).toBe(false);
    expectRefused(await post(replicaB, claim, { address: '10.5.0.2' }));
  });

  it('keeps serving, unlimited, while Redis is away', async () => {
    await redis.close();
    const query = '{ __typename }';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await post(replicaA, query, { address: '10.5.0.3' })).statusCode).toBe(200);
    }
    const claim = 'mutation { claimVoucher(promoId: "0") { ok } }';
    expect(isRateLimited(await post(replicaA, claim, { address: '10.5.0.4' }))).toBe(false);
    expect(isRateLimited(await post(replicaA, claim, { address: '10.5.0.4' }))).toBe(false);
  });
});
