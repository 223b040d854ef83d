import { describe, expect, it } from 'vitest';
import { buildTestUpstream, useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();

const valid = {
  companyName: '  PT Kopi Nusantara ',
  contactName: 'Rina Kusuma',
  email: 'Rina@KopiNusantara.co.id',
  phone: '0812-3456-7890',
  message: 'Kami ingin menawarkan promo kopi untuk member MyValue.',
};

const post = (payload: unknown) =>
  upstream.app.inject({
    method: 'POST',
    url: '/content/v1/partner-inquiries',
    payload: payload as object,
  });

describe('POST /content/v1/partner-inquiries', () => {
  it('stores a valid inquiry, trimmed, and answers 201 with its id', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toBeGreaterThan(0);

    const stored = (await upstream.app.inject({ url: '/__partner-inquiries' })).json();
    expect(stored[0]).toMatchObject({
      id,
      companyName: 'PT Kopi Nusantara',
      contactName: 'Rina Kusuma',
      email: 'rina@kopinusantara.co.id',
      phone: '081234567890',
      message: valid.message,
    });
  });

  it('names every problem, field by field, in Indonesian', async () => {
    const response = await post({
      companyName: ' ',
      email: 'bukan-email',
      phone: '12345',
      message: 'pendek',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ errorCode: 'validation_error' });
    expect(typeof body.id).toBe('string');
    expect(body.fields).toEqual({
      companyName: 'Nama perusahaan wajib diisi',
      contactName: 'Nama kontak wajib diisi',
      email: 'Format email tidak valid',
      phone: 'Nomor HP tidak valid',
      message: 'Pesan minimal 10 karakter',
    });
  });

  it.each([
    ['628123456789', true],
    ['+628123456789', true],
    ['08123456789', true],
    ['+6591234567', false],
    ['0212345678', false],
  ])('checks the phone %s as Indonesian mobile: %s', async (phone, ok) => {
    const response = await post({ ...valid, phone });
    expect(response.statusCode).toBe(ok ? 201 : 400);
  });

  it('refuses a message over 2000 characters, and a body that is not JSON fields', async () => {
    const long = await post({ ...valid, message: 'x'.repeat(2001) });
    expect(long.json().fields).toEqual({ message: 'Pesan maksimal 2000 karakter' });
    const odd = await post({ ...valid, companyName: { name: 'PT' } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields).toEqual({ companyName: 'Nama perusahaan wajib diisi' });
  });

  it('is documented in the OpenAPI document, public', async () => {
    const document = (await upstream.app.inject({ url: '/content/openapi.json' })).json();
    const route = document.paths['/content/v1/partner-inquiries']?.post;
    expect(route).toBeDefined();
    expect(route.security).toBeUndefined();
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['201', '400']));
    expect(route.responses['400'].content['application/json'].schema.properties).toHaveProperty(
      'fields',
    );
  });
});

describe('GET /__partner-inquiries', () => {
  it('is not there when the test hooks are off', async () => {
    const closed = await buildTestUpstream({ UPSTREAM_TEST_HOOKS: 'off' });
    try {
      expect((await closed.inject({ url: '/__partner-inquiries' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
