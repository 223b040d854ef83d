import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestUpstream } from '../../testing/test-upstream.js';
import { signInAs } from '../test-support.js';

let app: FastifyInstance;
let budi: { authorization: string };
let siti: { authorization: string };

beforeAll(async () => {
  app = await buildTestUpstream();
  budi = (await signInAs(app, 'budi@contoh.id')).headers;
  siti = (await signInAs(app, 'siti@contoh.id')).headers;
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function outboxFor(to: string) {
  const messages = (await app.inject({ url: '/__outbox' })).json();
  return messages.filter((message: { to: string }) => message.to === to).at(-1);
}

function call(method: 'POST' | 'PUT', url: string, payload: object, headers = siti) {
  return app.inject({ method, url, headers, payload });
}

describe('e-mail change with OTP', () => {
  it('sends a 6-digit code to the outbox and changes the address with it', async () => {
    const sent = await call('POST', '/identity/v1/user/email/otp', {
      email: 'Siti.Baru@contoh.id',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, expiresIn: 300 });
    const message = await outboxFor('siti.baru@contoh.id');
    expect(message).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.body).toContain(message.code);

    const wrong = await call('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'otp_invalid',
      detail: expect.stringContaining('Kode OTP salah'),
    });

    const changed = await call('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'siti.baru@contoh.id', emailVerified: true });

    const reused = await call('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses an address in use and a malformed one', async () => {
    expect(
      (await call('POST', '/identity/v1/user/email/otp', { email: 'budi@contoh.id' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/identity/v1/user/email/otp', { email: 'bukan-email' })).statusCode,
    ).toBe(400);
  });

  it('locks the code after five wrong tries', async () => {
    await call('POST', '/identity/v1/user/email/otp', { email: 'kunci@contoh.id' });
    const { code } = await outboxFor('kunci@contoh.id');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await call('PUT', '/identity/v1/user/email', { email: 'kunci@contoh.id', otp: wrongCode }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await call('PUT', '/identity/v1/user/email', {
      email: 'kunci@contoh.id',
      otp: code,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('otp_locked');
  });

  it('expires a code after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await call('POST', '/identity/v1/user/email/otp', { email: 'lambat@contoh.id' });
    const { code } = await outboxFor('lambat@contoh.id');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await call('PUT', '/identity/v1/user/email', {
      email: 'lambat@contoh.id',
      otp: code,
    });
    expect(late.json().errorCode).toBe('otp_expired');
  });
});

describe('phone change and verification', () => {
  it('sends an SMS code and accepts +628… numbers', async () => {
    expect((await call('POST', '/identity/v1/user/phone/otp', { phone: '12345' })).statusCode).toBe(
      400,
    );
    const sent = await call('POST', '/identity/v1/user/phone/otp', { phone: '+6281377778888' });
    expect(sent.statusCode).toBe(200);
    const message = await outboxFor('081377778888');
    expect(message.channel).toBe('sms');
    const changed = await call('PUT', '/identity/v1/user/phone', {
      phone: '081377778888',
      otp: message.code,
    });
    expect(changed.json()).toMatchObject({ phone: '081377778888', phoneVerified: true });
  });

  it('verifies the current e-mail with an OTP', async () => {
    const signedUp = await signInAs(app, 'budi@contoh.id');
    await call('POST', '/identity/v1/verification/send', { channel: 'email' }, signedUp.headers);
    const { code } = await outboxFor('budi@contoh.id');
    const checked = await call(
      'POST',
      '/identity/v1/verification/check',
      { channel: 'email', otp: code },
      signedUp.headers,
    );
    expect(checked.json()).toEqual({ emailVerified: true, phoneVerified: true });
  });
});

describe('passwords', () => {
  it.each([
    ['pendek1', 'Kata sandi minimal 8 karakter'],
    ['hanyahuruf', 'Kata sandi harus berisi huruf dan angka'],
    ['1234567890', 'Kata sandi harus berisi huruf dan angka'],
  ])('refuses the new password %s', async (newPassword, detail) => {
    const response = await call(
      'PUT',
      '/identity/v1/user/password',
      { oldPassword: 'Rahasia123', newPassword },
      budi,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'weak_password', detail });
  });

  it('refuses a wrong old password, then changes it', async () => {
    const wrong = await call('PUT', '/identity/v1/user/password', {
      oldPassword: 'Salah1234',
      newPassword: 'BaruSekali9',
    });
    expect(wrong.json()).toMatchObject({ errorCode: 'wrong_password' });
    expect(
      (await call('POST', '/identity/v1/user/password/check', { password: 'Rahasia123' })).json(),
    ).toEqual({ valid: true });
    const changed = await call('PUT', '/identity/v1/user/password', {
      oldPassword: 'Rahasia123',
      newPassword: 'BaruSekali9',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await call('POST', '/identity/v1/user/password/check', { password: 'Rahasia123' })).json(),
    ).toEqual({ valid: false });
    expect(
      (await call('POST', '/identity/v1/user/password/check', { password: 'BaruSekali9' })).json(),
    ).toEqual({ valid: true });
  });

  it('resets a forgotten password with an OTP, signing out every session', async () => {
    const session = await signInAs(app, 'budi@contoh.id');
    const anonymous = {} as { authorization: string };
    const sent = await call(
      'POST',
      '/identity/v1/forgot_password/send',
      { identifier: '081234567890' },
      anonymous,
    );
    expect(sent.statusCode).toBe(200);
    const unknown = await call(
      'POST',
      '/identity/v1/forgot_password/send',
      { identifier: 'tidak@ada.id' },
      anonymous,
    );
    expect(unknown.json().message).toBe(sent.json().message);
    const { code, channel } = await outboxFor('081234567890');
    expect(channel).toBe('sms');
    const checked = await call(
      'POST',
      '/identity/v1/forgot_password/check',
      { identifier: '081234567890', otp: code },
      anonymous,
    );
    expect(checked.statusCode).toBe(200);
    const { resetToken } = checked.json();
    expect(
      (
        await call(
          'POST',
          '/identity/v1/forgot_password/apply',
          { resetToken, newPassword: 'lemah' },
          anonymous,
        )
      ).statusCode,
    ).toBe(400);
    const applied = await call(
      'POST',
      '/identity/v1/forgot_password/apply',
      { resetToken, newPassword: 'Rahasia456' },
      anonymous,
    );
    expect(applied.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/identity/v1/user', headers: session.headers })).statusCode,
    ).toBe(401);
    await signInAs(app, 'budi@contoh.id', 'Rahasia456');
    const again = await call(
      'POST',
      '/identity/v1/forgot_password/apply',
      { resetToken, newPassword: 'Rahasia789' },
      anonymous,
    );
    expect(again.json().errorCode).toBe('invalid_link');
  });

  it('sets a password and verifies the e-mail through links sent to the outbox', async () => {
    const dewi = await signInAs(app, 'siti.baru@contoh.id', 'BaruSekali9');
    await call('POST', '/identity/v1/user/set_password/link/send', {}, dewi.headers);
    const link = await outboxFor('siti.baru@contoh.id');
    expect(link.body).toContain('/identity/v1/user/set_password/link/apply?token=');
    const anonymous = {} as { authorization: string };
    expect(
      (
        await call(
          'POST',
          '/identity/v1/user/set_password/link/check',
          { token: link.code },
          anonymous,
        )
      ).json(),
    ).toEqual({ valid: true });
    expect(
      (
        await call(
          'POST',
          '/identity/v1/user/set_password/link/apply',
          { token: link.code, newPassword: 'Rahasia123' },
          anonymous,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/identity/v1/user/set_password/link/check',
          { token: link.code },
          anonymous,
        )
      ).json(),
    ).toEqual({ valid: false });

    await call('POST', '/identity/v2/user/linkverification', {}, dewi.headers);
    const verify = await outboxFor('siti.baru@contoh.id');
    expect(
      (
        await call(
          'POST',
          '/identity/v1/user/linkverification/check',
          { token: verify.code },
          anonymous,
        )
      ).json(),
    ).toEqual({ valid: true });
    expect(
      (
        await call(
          'POST',
          '/identity/v1/user/linkverification/apply',
          { token: verify.code },
          anonymous,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /identity/v1/user/photo', () => {
  function upload(body: Buffer, filename = 'foto.png', contentType = 'image/png') {
    const boundary = '----myvalue-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/identity/v1/user/photo',
      headers: { ...siti, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);

  it('stores a PNG and serves it from /storage', async () => {
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(/^avatars\/user-\d+-[0-9a-f]+\.png$/);
    const served = await app.inject({ url: `/storage/${photo}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await app.inject({ url: '/identity/v1/user', headers: siti })).json().photo).toBe(
      photo,
    );
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const response = await upload(
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'x.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'invalid_photo',
      detail: 'Foto harus berupa gambar PNG, JPEG atau WebP',
    });
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const response = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorCode: 'photo_too_large',
      detail: 'Ukuran foto maksimal 2 MB',
    });
  });

  it('refuses a JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/identity/v1/user/photo',
      headers: siti,
      payload: { photo: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
