import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../testing/content-members.js';
import { buildTestUpstream } from '../../testing/test-upstream.js';

let app: FastifyInstance;
let budi: string;
let siti: string;

beforeAll(async () => {
  app = await buildTestUpstream();
  budi = await tokenFor(app, 'budi@contoh.id');
  siti = await tokenFor(app, 'siti@contoh.id');
});

afterAll(async () => {
  await app?.close();
});

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('referral', () => {
  it('needs a token for the member routes', async () => {
    expect((await call('GET', '/content/v1/users/referral')).status).toBe(401);
    expect((await call('GET', '/content/v1/users/referral/code')).status).toBe(401);
    const post = await call('POST', '/content/v1/users/referral/check_code', undefined, {
      code: 'X',
    });
    expect(post.status).toBe(401);
  });

  it("summarises Budi's referrals", async () => {
    const { status, body } = await call('GET', '/content/v1/users/referral', budi);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 'BUDI2026',
      referralCount: 1,
      totalRewardPoint: 10000,
      rewardPointPerReferral: 10000,
      shareText: expect.stringContaining('BUDI2026'),
      sharePath: '/referral?code=BUDI2026',
    });
    expect((await call('GET', '/content/v1/users/referral/code', siti)).body).toEqual({
      code: 'SITI2026',
    });
    expect((await call('GET', '/content/v1/users/referral', siti)).body.referralCount).toBe(0);
  });

  it("checks a friend's code, case-insensitively", async () => {
    const { status, body } = await call('POST', '/content/v1/users/referral/check_code', siti, {
      code: 'budi2026',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      valid: true,
      code: 'BUDI2026',
      referrerName: 'Budi S.',
      rewardPointPerReferral: 10000,
    });
  });

  it('refuses the own code and unknown codes with a reason', async () => {
    const own = await call('POST', '/content/v1/users/referral/check_code', budi, {
      code: 'BUDI2026',
    });
    expect(own.body).toMatchObject({ valid: false, reason: 'own_code' });
    const unknown = await call('POST', '/content/v1/users/referral/check_code', budi, {
      code: 'TIDAKADA1',
    });
    expect(unknown.body).toMatchObject({ valid: false, reason: 'not_found' });
    expect(unknown.body).not.toHaveProperty('referrerName');
  });

  it.each(['', 'ab', 'BUDI 2026', "x' OR '1'='1", 'A'.repeat(21)])(
    'answers 400 for the malformed code %j',
    async (code) => {
      const { status, body } = await call('POST', '/content/v1/users/referral/check_code', budi, {
        code,
      });
      expect(status).toBe(400);
      expect(body.errorCode).toBe('invalid_referral_code');
      expect(body.detail).toContain('Format kode referral tidak valid');
    },
  );

  it('answers 400 for a body without a code', async () => {
    const { status, body } = await call('POST', '/content/v1/users/referral/check_code', budi, {});
    expect(status).toBe(400);
    expect(body.errorCode).toBe('validation_error');
  });

  it('checks codes publicly for the landing page', async () => {
    const valid = await call('GET', '/content/v1/users/referral/check_code?code=SITI2026');
    expect(valid.body).toMatchObject({ valid: true, referrerName: 'Siti R.' });
    const unknown = await call('GET', '/content/v1/users/referral/check_code?code=NOPE1234');
    expect(unknown.body).toMatchObject({ valid: false, reason: 'not_found' });
    expect((await call('GET', '/content/v1/users/referral/check_code?code=%3B--')).status).toBe(
      400,
    );
    expect((await call('GET', '/content/v1/users/referral/check_code')).status).toBe(400);
  });
});
