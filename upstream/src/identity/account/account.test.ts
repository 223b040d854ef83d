import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, useSignedIn } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, 'siti@contoh.id');

afterEach(() => {
  vi.useRealTimers();
});

/** Siti's call with `payload` (she changes her own contact details). */
function asSiti(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return upstream.call(method, url, { as: siti, payload });
}

async function outboxFor(to: string) {
  const messages = (await upstream.get('/__outbox')).body;
  return messages.filter((message: { to: string }) => message.to === to).at(-1);
}

describe('e-mail change with OTP', () => {
  it('sends a 6-digit code to the outbox and changes the address with it', async () => {
    const sent = await asSiti('POST', '/identity/v1/user/email/otp', {
      email: 'Siti.Baru@contoh.id',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, expiresIn: 300 });
    const message = await outboxFor('siti.baru@contoh.id');
    expect(message).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.body).toContain(message.code);

    const wrong = await asSiti('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      errorCode: 'otp_invalid',
      detail: expect.stringContaining('Kode OTP salah'),
    });

    const changed = await asSiti('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'siti.baru@contoh.id', emailVerified: true });

    const reused = await asSiti('PUT', '/identity/v1/user/email', {
      email: 'siti.baru@contoh.id',
      otp: message.code,
    });
    expect(reused.status).toBe(400);
  });

  it('refuses an address in use and a malformed one', async () => {
    expect(
      (await asSiti('POST', '/identity/v1/user/email/otp', { email: 'budi@contoh.id' })).status,
    ).toBe(409);
    expect(
      (await asSiti('POST', '/identity/v1/user/email/otp', { email: 'bukan-email' })).status,
    ).toBe(400);
  });

  it('locks the code after five wrong tries', async () => {
    await asSiti('POST', '/identity/v1/user/email/otp', { email: 'kunci@contoh.id' });
    const { code } = await outboxFor('kunci@contoh.id');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (
          await asSiti('PUT', '/identity/v1/user/email', {
            email: 'kunci@contoh.id',
            otp: wrongCode,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await asSiti('PUT', '/identity/v1/user/email', {
      email: 'kunci@contoh.id',
      otp: code,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('otp_locked');
  });

  it('expires a code after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await asSiti('POST', '/identity/v1/user/email/otp', { email: 'lambat@contoh.id' });
    const { code } = await outboxFor('lambat@contoh.id');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await asSiti('PUT', '/identity/v1/user/email', {
      email: 'lambat@contoh.id',
      otp: code,
    });
    expect(late.body.errorCode).toBe('otp_expired');
  });
});

describe('phone change and verification', () => {
  it('sends an SMS code and accepts +628… numbers', async () => {
    expect((await asSiti('POST', '/identity/v1/user/phone/otp', { phone: '12345' })).status).toBe(
      400,
    );
    const sent = await asSiti('POST', '/identity/v1/user/phone/otp', { phone: '+6281377778888' });
    expect(sent.status).toBe(200);
    const message = await outboxFor('081377778888');
    expect(message.channel).toBe('sms');
    const changed = await asSiti('PUT', '/identity/v1/user/phone', {
      phone: '081377778888',
      otp: message.code,
    });
    expect(changed.body).toMatchObject({ phone: '081377778888', phoneVerified: true });
  });

  it('verifies the current e-mail with an OTP', async () => {
    const signedUp = await signInAs(upstream.app, 'budi@contoh.id');
    await upstream.call('POST', '/identity/v1/verification/send', {
      as: signedUp,
      payload: { channel: 'email' },
    });
    const { code } = await outboxFor('budi@contoh.id');
    const checked = await upstream.call('POST', '/identity/v1/verification/check', {
      as: signedUp,
      payload: { channel: 'email', otp: code },
    });
    expect(checked.body).toEqual({ emailVerified: true, phoneVerified: true });
  });
});

describe('passwords', () => {
  it.each([
    ['pendek1', 'Kata sandi minimal 8 karakter'],
    ['hanyahuruf', 'Kata sandi harus berisi huruf dan angka'],
    ['1234567890', 'Kata sandi harus berisi huruf dan angka'],
  ])('refuses the new password %s', async (newPassword, detail) => {
    const response = await upstream.call('PUT', '/identity/v1/user/password', {
      as: budi,
      payload: { oldPassword: 'Rahasia123', newPassword },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'weak_password', detail });
  });

  it('refuses a wrong old password, then changes it', async () => {
    const wrong = await asSiti('PUT', '/identity/v1/user/password', {
      oldPassword: 'Salah1234',
      newPassword: 'BaruSekali9',
    });
    expect(wrong.body).toMatchObject({ errorCode: 'wrong_password' });
    expect(
      (await asSiti('POST', '/identity/v1/user/password/check', { password: 'Rahasia123' })).body,
    ).toEqual({ valid: true });
    const changed = await asSiti('PUT', '/identity/v1/user/password', {
      oldPassword: 'Rahasia123',
      newPassword: 'BaruSekali9',
    });
    expect(changed.status).toBe(200);
    expect(
      (await asSiti('POST', '/identity/v1/user/password/check', { password: 'Rahasia123' })).body,
    ).toEqual({ valid: false });
    expect(
      (await asSiti('POST', '/identity/v1/user/password/check', { password: 'BaruSekali9' })).body,
    ).toEqual({ valid: true });
  });

  it('resets a forgotten password with an OTP, signing out every session', async () => {
    const session = await signInAs(upstream.app, 'budi@contoh.id');
    const sent = await upstream.call('POST', '/identity/v1/forgot_password/send', {
      payload: { identifier: '081234567890' },
    });
    expect(sent.status).toBe(200);
    const unknown = await upstream.call('POST', '/identity/v1/forgot_password/send', {
      payload: { identifier: 'tidak@ada.id' },
    });
    expect(unknown.body.message).toBe(sent.body.message);
    const { code, channel } = await outboxFor('081234567890');
    expect(channel).toBe('sms');
    const checked = await upstream.call('POST', '/identity/v1/forgot_password/check', {
      payload: { identifier: '081234567890', otp: code },
    });
    expect(checked.status).toBe(200);
    const { resetToken } = checked.body;
    expect(
      (
        await upstream.call('POST', '/identity/v1/forgot_password/apply', {
          payload: { resetToken, newPassword: 'lemah' },
        })
      ).status,
    ).toBe(400);
    const applied = await upstream.call('POST', '/identity/v1/forgot_password/apply', {
      payload: { resetToken, newPassword: 'Rahasia456' },
    });
    expect(applied.status).toBe(200);
    expect((await upstream.get('/identity/v1/user', { as: session })).status).toBe(401);
    await signInAs(upstream.app, 'budi@contoh.id', 'Rahasia456');
    const again = await upstream.call('POST', '/identity/v1/forgot_password/apply', {
      payload: { resetToken, newPassword: 'Rahasia789' },
    });
    expect(again.body.errorCode).toBe('invalid_link');
  });

  it('sets a password and verifies the e-mail through links sent to the outbox', async () => {
    const dewi = await signInAs(upstream.app, 'siti.baru@contoh.id', 'BaruSekali9');
    await upstream.call('POST', '/identity/v1/user/set_password/link/send', {
      as: dewi,
      payload: {},
    });
    const link = await outboxFor('siti.baru@contoh.id');
    expect(link.body).toContain('/identity/v1/user/set_password/link/apply?token=');
    expect(
      (
        await upstream.call('POST', '/identity/v1/user/set_password/link/check', {
          payload: { token: link.code },
        })
      ).body,
    ).toEqual({ valid: true });
    expect(
      (
        await upstream.call('POST', '/identity/v1/user/set_password/link/apply', {
          payload: { token: link.code, newPassword: 'Rahasia123' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await upstream.call('POST', '/identity/v1/user/set_password/link/check', {
          payload: { token: link.code },
        })
      ).body,
    ).toEqual({ valid: false });

    await upstream.call('POST', '/identity/v2/user/linkverification', { as: dewi, payload: {} });
    const verify = await outboxFor('siti.baru@contoh.id');
    expect(
      (
        await upstream.call('POST', '/identity/v1/user/linkverification/check', {
          payload: { token: verify.code },
        })
      ).body,
    ).toEqual({ valid: true });
    expect(
      (
        await upstream.call('POST', '/identity/v1/user/linkverification/apply', {
          payload: { token: verify.code },
        })
      ).status,
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
    return upstream.call('POST', '/identity/v1/user/photo', {
      as: siti,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);

  it('stores a PNG and serves it from /storage', async () => {
    const response = await upload(png);
    expect(response.status).toBe(200);
    const { photo } = response.body;
    expect(photo).toMatch(/^avatars\/user-\d+-[0-9a-f]+\.png$/);
    const served = await upstream.app.inject({ url: `/storage/${photo}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await upstream.get('/identity/v1/user', { as: siti })).body.photo).toBe(photo);
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const response = await upload(
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'x.png',
      'image/png',
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'invalid_photo',
      detail: 'Foto harus berupa gambar PNG, JPEG atau WebP',
    });
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const response = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      errorCode: 'photo_too_large',
      detail: 'Ukuran foto maksimal 2 MB',
    });
  });

  it('refuses a JSON body', async () => {
    const response = await asSiti('POST', '/identity/v1/user/photo', { photo: 'x' });
    expect(response.status).toBe(400);
  });
});
