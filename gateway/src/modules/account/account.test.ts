import {
  MAX_PHOTO_BYTES,
  addressSchema,
  emailChangeSchema,
  nameSchema,
  passwordChangeSchema,
  passwordFormSchema,
  passwordProblem,
  phoneChangeSchema,
  photoProblem,
} from '@myvalue/validation';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, SITI, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
const budi = useSignedIn(harness, BUDI);
const siti = useSignedIn(harness, SITI);

describe('point history', () => {
  it('pages the v3 history and filters by mutation', async () => {
    const { body } = await harness.graphql(
      `{
        viewer {
          all: pointTransactions(pageSize: 10) { items { id mutation mutationTypeName point description } pageInfo { totalCount hasNextPage } }
          redeem: pointTransactions(filter: { mutation: REDEEM }, pageSize: 50) { items { mutation point } pageInfo { totalCount } }
        }
      }`,
      undefined,
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.all.pageInfo).toMatchObject({ totalCount: 40, hasNextPage: true });
    expect(body.data.viewer.redeem.pageInfo.totalCount).toBe(13);
    for (const row of body.data.viewer.redeem.items) {
      expect(row.mutation).toBe('REDEEM');
      expect(row.point).toBeLessThan(0);
    }
    expect(await harness.calls('/identity/v3/point/transaction')).toHaveLength(2);
  });

  it('filters by dates', async () => {
    const { body } = await harness.graphql(
      `{ viewer { pointTransactions(filter: { from: "2000-01-01", to: "2000-01-02" }) { pageInfo { totalCount } } } }`,
      undefined,
      budi.cookie,
    );
    expect(body.data.viewer.pointTransactions.pageInfo.totalCount).toBe(0);
  });
});

describe('profile and referral', () => {
  it("gives the member's profile, professions and referral details", async () => {
    const { body } = await harness.graphql(
      `{
        viewer {
          profile { birthDate gender profession { name } address { province city zipcode } canUpdateName nextNameUpdateDate }
          professions { id name }
          referral { code referralCount rewardPointPerReferral shareText }
        }
      }`,
      undefined,
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    const viewer = body.data.viewer;
    expect(typeof viewer.profile.canUpdateName).toBe('boolean');
    expect(viewer.professions.length).toBeGreaterThan(0);
    expect(viewer.referral).toMatchObject({ code: 'BUDI2026', referralCount: 1 });
    expect(viewer.referral.rewardPointPerReferral).toBeGreaterThan(0);
    expect(viewer.referral.shareText).toContain('BUDI2026');
    expect(await harness.calls('/identity/v1/user/update-name/info')).toHaveLength(1);
  });

  it('asks GET /v1/user once when both the user and the profile are selected', async () => {
    const { body } = await harness.graphql(
      `{
        viewer { user { fullName email photo } profile { birthDate gender address { city } } }
        again: viewer { user { valueId } profile { gender } }
      }`,
      undefined,
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.user.fullName).toBeTruthy();
    expect(body.data.again.profile.gender).toBe(body.data.viewer.profile.gender);
    expect(await harness.calls('/identity/v1/user')).toHaveLength(1);
  });

  it("checks a friend's referral code", async () => {
    const CHECK = `mutation($code: String!) { checkReferralCode(code: $code) { ok error { code } valid code reason referrerName } }`;
    const friend = await harness.graphql(CHECK, { code: 'budi2026' }, siti.cookie);
    expect(friend.body.data.checkReferralCode).toMatchObject({
      ok: true,
      valid: true,
      code: 'BUDI2026',
    });
    const own = await harness.graphql(CHECK, { code: 'SITI2026' }, siti.cookie);
    expect(own.body.data.checkReferralCode).toMatchObject({ valid: false, reason: 'OWN_CODE' });
    expect(await harness.calls('/content/v1/users/referral/check_code', 'POST')).toHaveLength(2);
    await harness.resetUpstreamLog();
    const bad = await harness.graphql(CHECK, { code: '!' }, siti.cookie);
    expect(bad.body.data.checkReferralCode).toMatchObject({
      ok: false,
      error: { code: 'invalid_referral_code' },
    });
    // The shared rule refuses it in the gateway, in the form's words, without an upstream call.
    const CHECK_MESSAGE = `mutation($code: String!) { checkReferralCode(code: $code) { ok error { code message } } }`;
    const empty = await harness.graphql(CHECK_MESSAGE, { code: '  ' }, siti.cookie);
    expect(empty.body.data.checkReferralCode.error).toEqual({
      code: 'invalid_referral_code',
      message: 'Kode referral wajib diisi',
    });
    expect(await harness.calls('/content/v1/users/referral/check_code', 'POST')).toHaveLength(0);
  });
});

describe('the public referral landing', () => {
  it('checks a code without a session', async () => {
    const { body } = await harness.graphql(`
      {
        ok: referralCode(code: "budi2026") { valid code referrerName rewardPointPerReferral }
        none: referralCode(code: "TIDAKADA99") { valid reason }
        bad: referralCode(code: "!") { valid reason }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.ok).toMatchObject({ valid: true, code: 'BUDI2026' });
    expect(body.data.ok.referrerName).toBeTruthy();
    expect(body.data.none).toEqual({ valid: false, reason: 'NOT_FOUND' });
    expect(body.data.bad).toEqual({ valid: false, reason: 'INVALID' });
  });
});

describe('locations', () => {
  it('walks province > city > district > zipcode', async () => {
    const provinces = await harness.graphql(`{ provinces { id name } }`);
    expect(provinces.body.errors).toBeUndefined();
    const province = provinces.body.data.provinces[0];
    const cities = await harness.graphql(`{ cities(provinceId: "${province.id}") { id name } }`);
    const city = cities.body.data.cities[0];
    const districts = await harness.graphql(`{ districts(cityId: "${city.id}") { id name } }`);
    const district = districts.body.data.districts[0];
    const zipcodes = await harness.graphql(
      `{ zipcodes(districtId: "${district.id}") { id zipcode name } }`,
    );
    expect(zipcodes.body.data.zipcodes[0].zipcode).toMatch(/^\d{5}$/);
  });
});

describe('account mutations', () => {
  it('tells a visitor to sign in', async () => {
    const { body } = await harness.graphql(
      `mutation { updateName(firstName: "Tamu", lastName: "Saja") { ok error { code } } }`,
    );
    expect(body.data.updateName).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it('updates the profile with an address and a profession', async () => {
    const provinces = await harness.graphql(`{ provinces { id } }`);
    const provinceId = provinces.body.data.provinces[0].id;
    const cities = await harness.graphql(`{ cities(provinceId: "${provinceId}") { id } }`);
    const cityId = cities.body.data.cities[0].id;
    const districts = await harness.graphql(`{ districts(cityId: "${cityId}") { id } }`);
    const districtId = districts.body.data.districts[0].id;
    const zipcodes = await harness.graphql(`{ zipcodes(districtId: "${districtId}") { zipcode } }`);
    const zipcode = zipcodes.body.data.zipcodes[0].zipcode;
    const professions = await harness.graphql(
      `{ viewer { professions { id } } }`,
      undefined,
      siti.cookie,
    );
    const professionId = professions.body.data.viewer.professions[0].id;

    const { body } = await harness.graphql(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { ok error { code message } profile { birthDate gender profession { id } address { zipcode cityId } } } }`,
      {
        input: {
          birthDate: '1995-04-17',
          gender: 'FEMALE',
          professionId,
          address: { provinceId, cityId, districtId, zipcode },
        },
      },
      siti.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile).toMatchObject({
      ok: true,
      profile: {
        birthDate: '1995-04-17',
        gender: 'FEMALE',
        profession: { id: professionId },
        address: { zipcode, cityId },
      },
    });
  });

  it('refuses a bad profile change as data', async () => {
    const { body } = await harness.graphql(
      `mutation { updateProfile(input: { birthDate: "1995-02-30" }) { ok error { code message } } }`,
      undefined,
      siti.cookie,
    );
    expect(body.data.updateProfile.ok).toBe(false);
    expect(body.data.updateProfile.error.code).toBe('validation_error');
  });

  it('changes the name once, then refuses within 30 days', async () => {
    const UPDATE = `mutation($f: String!, $l: String!) { updateName(firstName: $f, lastName: $l) { ok error { code message } user { fullName } profile { canUpdateName } } }`;
    const first = await harness.graphql(UPDATE, { f: 'siti', l: 'rahma putri' }, siti.cookie);
    expect(first.body.data.updateName).toMatchObject({
      ok: true,
      user: { fullName: 'Siti Rahma Putri' },
      profile: { canUpdateName: false },
    });
    const second = await harness.graphql(UPDATE, { f: 'Siti', l: 'Lagi' }, siti.cookie);
    expect(second.body.data.updateName.error.code).toBe('name_update_limited');
  });

  it('refuses a wrong old password and never retries the write', async () => {
    const { body } = await harness.graphql(
      `mutation { changePassword(oldPassword: "salah123", newPassword: "Baru12345") { ok error { code message } } }`,
      undefined,
      siti.cookie,
    );
    expect(body.data.changePassword).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });

    await harness.resetUpstreamLog();
    await harness.injectFaults([
      { method: 'PUT', path: '/identity/v1/user/password', status: 503, times: 1 },
    ]);
    const failed = await harness.graphql(
      `mutation { changePassword(oldPassword: "Rahasia123", newPassword: "Baru12345") { ok } }`,
      undefined,
      siti.cookie,
    );
    expect(failed.body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    const puts = await harness.calls('/identity/v1/user/password', 'PUT');
    expect(puts.map((c) => c.status)).toEqual([503]);
  });

  it('changes the e-mail with the OTP from the outbox', async () => {
    const request = await harness.graphql(
      `mutation { requestEmailOtp(email: "siti.baru@contoh.id") { ok message expiresIn } }`,
      undefined,
      siti.cookie,
    );
    expect(request.body.data.requestEmailOtp).toMatchObject({ ok: true, expiresIn: 300 });
    const sent = (await harness.outbox()).filter((m) => m.to === 'siti.baru@contoh.id').at(-1)!;

    const CHANGE = `mutation($otp: String!) { changeEmail(email: "siti.baru@contoh.id", otp: $otp) { ok error { code message } user { email emailVerified } } }`;
    const wrong = await harness.graphql(
      CHANGE,
      { otp: sent.code === '000000' ? '111111' : '000000' },
      siti.cookie,
    );
    expect(wrong.body.data.changeEmail).toMatchObject({
      ok: false,
      error: { code: 'otp_invalid' },
    });
    const right = await harness.graphql(CHANGE, { otp: sent.code }, siti.cookie);
    expect(right.body.data.changeEmail).toMatchObject({
      ok: true,
      user: { email: 'siti.baru@contoh.id', emailVerified: true },
    });
  });

  it('refuses an e-mail that another member uses', async () => {
    const { body } = await harness.graphql(
      `mutation { requestEmailOtp(email: "budi@contoh.id") { ok error { code message } } }`,
      undefined,
      siti.cookie,
    );
    expect(body.data.requestEmailOtp).toMatchObject({
      ok: false,
      error: { code: 'email_registered' },
    });
  });

  it('changes the phone with the OTP from the outbox', async () => {
    const request = await harness.graphql(
      `mutation { requestPhoneOtp(phone: "081311112222") { ok } }`,
      undefined,
      siti.cookie,
    );
    expect(request.body.data.requestPhoneOtp.ok).toBe(true);
    const sent = (await harness.outbox()).filter((m) => m.to.endsWith('81311112222')).at(-1)!;
    const { body } = await harness.graphql(
      `mutation($otp: String!) { changePhone(phone: "081311112222", otp: $otp) { ok error { code } user { phone phoneVerified } } }`,
      { otp: sent.code },
      siti.cookie,
    );
    expect(body.data.changePhone).toMatchObject({
      ok: true,
      user: { phone: '081311112222', phoneVerified: true },
    });
  });
});

describe('the shared form rules, checked before any upstream call', () => {
  const cases: Array<{ name: string; call: string; field: string; message: string }> = [
    {
      name: 'updateName',
      call: `updateName(firstName: "  ", lastName: "Putri")`,
      field: 'firstName',
      message: 'Nama depan wajib diisi',
    },
    {
      name: 'requestEmailOtp',
      call: `requestEmailOtp(email: "siti@contoh")`,
      field: 'email',
      message: 'Format email tidak valid',
    },
    {
      name: 'changeEmail',
      call: `changeEmail(email: "siti.lain@contoh.id", otp: "12ab")`,
      field: 'otp',
      message: 'Kode OTP harus 6 angka',
    },
    {
      name: 'requestPhoneOtp',
      call: `requestPhoneOtp(phone: "12345")`,
      field: 'phone',
      message: 'Nomor HP tidak valid',
    },
    {
      name: 'changePhone',
      call: `changePhone(phone: "0812 3456 7890", otp: "")`,
      field: 'otp',
      message: 'Kode OTP wajib diisi',
    },
    {
      name: 'changePassword',
      call: `changePassword(oldPassword: "Rahasia123", newPassword: "pendek1")`,
      field: 'newPassword',
      message: 'Kata sandi minimal 8 karakter',
    },
    {
      name: 'updateProfile',
      call: `updateProfile(input: { address: { provinceId: "31", cityId: "", districtId: "317101", zipcode: "12110" } })`,
      field: 'cityId',
      message: 'Pilih kota atau kabupaten',
    },
  ];

  for (const { name, call, field, message } of cases) {
    it(`${name}: refuses invalid input in Indonesian before any identity API call but the member's`, async () => {
      const { body } = await harness.graphql(
        `mutation { ${call} { ok error { code message } fieldErrors { field message } } }`,
        undefined,
        siti.cookie,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data[name]).toEqual({
        ok: false,
        error: { code: 'validation_error', message },
        fieldErrors: [{ field, message }],
      });
      // Only the token's introspection, which names the member the rate limit counts against.
      const calls = await harness.upstreamRequests();
      expect(calls.filter((call) => !call.path.endsWith('/auth/introspect'))).toEqual([]);
    });
  }

  it('names every invalid field, in form order', async () => {
    const { body } = await harness.graphql(
      `mutation { updateName(firstName: "A", lastName: "Putri 2") { ok fieldErrors { field message } } }`,
      undefined,
      siti.cookie,
    );
    expect(body.data.updateName.fieldErrors).toEqual([
      { field: 'firstName', message: 'Nama depan minimal 2 karakter' },
      { field: 'lastName', message: 'Nama belakang hanya boleh berisi huruf dan spasi' },
    ]);
  });

  it('declare the same fields as their schemas have', () => {
    expect(Object.keys(nameSchema.shape)).toEqual(['firstName', 'lastName']);
    expect(Object.keys(emailChangeSchema.shape)).toEqual(['email', 'otp']);
    expect(Object.keys(phoneChangeSchema.shape)).toEqual(['phone', 'otp']);
    expect(Object.keys(passwordChangeSchema.shape)).toEqual(['oldPassword', 'newPassword']);
    expect(Object.keys(addressSchema.shape)).toEqual([
      'provinceId',
      'cityId',
      'districtId',
      'zipcode',
    ]);
  });

  it("follow the identity API's password rules", () => {
    expect(passwordProblem('abcdefgh')).toBe('Kata sandi harus berisi angka');
    expect(passwordProblem('12345678')).toBe('Kata sandi harus berisi huruf');
    expect(passwordProblem('abc1')).toBe('Kata sandi minimal 8 karakter');
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe('Kata sandi maksimal 128 karakter');
    expect(passwordProblem('Rahasia123')).toBeNull();
    const form = passwordFormSchema.safeParse({
      oldPassword: 'Rahasia123',
      newPassword: 'Baru12345',
      confirmPassword: 'Baru1234',
    });
    expect(form.success ? null : form.error.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Konfirmasi kata sandi tidak sama',
    });
  });

  it('check a photo by type and by the upload limit', () => {
    expect(MAX_PHOTO_BYTES).toBe(2 * 1024 * 1024);
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('Foto harus JPG, PNG atau WebP');
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(
      'Ukuran foto maksimal 2 MB',
    );
    expect(photoProblem({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
  });
});
