import { describe, expect, it } from 'vitest';
import { useSignedIn } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, 'siti@contoh.id');

describe('referral', () => {
  it('needs a token for the member routes', async () => {
    expect((await upstream.call('GET', '/content/v1/users/referral')).status).toBe(401);
    expect((await upstream.call('GET', '/content/v1/users/referral/code')).status).toBe(401);
    const post = await upstream.call('POST', '/content/v1/users/referral/check_code', {
      payload: {
        code: 'X',
      },
    });
    expect(post.status).toBe(401);
  });

  it("summarises Budi's referrals", async () => {
    const { status, body } = await upstream.call('GET', '/content/v1/users/referral', { as: budi });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 'BUDI2026',
      referralCount: 1,
      totalRewardPoint: 10000,
      rewardPointPerReferral: 10000,
      shareText: expect.stringContaining('BUDI2026'),
      sharePath: '/referral?code=BUDI2026',
    });
    expect(
      (await upstream.call('GET', '/content/v1/users/referral/code', { as: siti })).body,
    ).toEqual({
      code: 'SITI2026',
    });
    expect(
      (await upstream.call('GET', '/content/v1/users/referral', { as: siti })).body.referralCount,
    ).toBe(0);
  });

  it("checks a friend's code, case-insensitively", async () => {
    const { status, body } = await upstream.call('POST', '/content/v1/users/referral/check_code', {
      as: siti,
      payload: {
        code: 'budi2026',
      },
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
    const own = await upstream.call('POST', '/content/v1/users/referral/check_code', {
      as: budi,
      payload: {
        code: 'BUDI2026',
      },
    });
    expect(own.body).toMatchObject({ valid: false, reason: 'own_code' });
    const unknown = await upstream.call('POST', '/content/v1/users/referral/check_code', {
      as: budi,
      payload: {
        code: 'TIDAKADA1',
      },
    });
    expect(unknown.body).toMatchObject({ valid: false, reason: 'not_found' });
    expect(unknown.body).not.toHaveProperty('referrerName');
  });

  it.each(['', 'ab', 'BUDI 2026', "x' OR '1'='1", 'A'.repeat(21)])(
    'answers 400 for the malformed code %j',
    async (code) => {
      const { status, body } = await upstream.call(
        'POST',
        '/content/v1/users/referral/check_code',
        {
          as: budi,
          payload: {
            code,
          },
        },
      );
      expect(status).toBe(400);
      expect(body.errorCode).toBe('invalid_referral_code');
      expect(body.detail).toContain('Format kode referral tidak valid');
    },
  );

  it('answers 400 for a body without a code', async () => {
    const { status, body } = await upstream.call('POST', '/content/v1/users/referral/check_code', {
      as: budi,
      payload: {},
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('validation_error');
  });

  it('checks codes publicly for the landing page', async () => {
    const valid = await upstream.call('GET', '/content/v1/users/referral/check_code?code=SITI2026');
    expect(valid.body).toMatchObject({ valid: true, referrerName: 'Siti R.' });
    const unknown = await upstream.call(
      'GET',
      '/content/v1/users/referral/check_code?code=NOPE1234',
    );
    expect(unknown.body).toMatchObject({ valid: false, reason: 'not_found' });
    expect(
      (await upstream.call('GET', '/content/v1/users/referral/check_code?code=%3B--')).status,
    ).toBe(400);
    expect((await upstream.call('GET', '/content/v1/users/referral/check_code')).status).toBe(400);
  });
});
