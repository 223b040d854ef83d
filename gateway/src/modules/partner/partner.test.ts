import {
  PARTNER_INQUIRY_FIELDS,
  checkPartnerInquiry,
  partnerInquirySchema,
} from '@myvalue/validation';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { UpstreamError } from '../../upstream/errors.js';

const harness = useHarness({ env: { PARTNER_INQUIRY_RATE_LIMIT: '3/10' } });

const SUBMIT = /* GraphQL */ `
  mutation ($input: PartnerInquiryInput!) {
    submitPartnerInquiry(input: $input) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
    }
  }
`;

const valid = {
  companyName: 'PT Sate Nusantara',
  contactName: 'Andi Wijaya',
  email: 'andi@satenusantara.co.id',
  phone: '+62 812-3456-7890',
  message: 'Kami ingin bergabung sebagai merchant partner di Jakarta.',
};

/** Each test sends from its own address, so that the limit of one does not touch another. */
async function submit(input: Record<string, unknown>, remoteAddress: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { query: SUBMIT, variables: { input } },
  });
  return response.json();
}

async function stored() {
  const response = await fetch(`${harness.upstream.url}/__partner-inquiries`);
  return (await response.json()) as Array<Record<string, unknown>>;
}

describe('submitPartnerInquiry', () => {
  it('stores a valid inquiry through the content API', async () => {
    const body = await submit(valid, '10.0.0.1');
    expect(body.errors).toBeUndefined();
    expect(body.data.submitPartnerInquiry).toEqual({ ok: true, error: null, fieldErrors: null });
    expect((await stored())[0]).toMatchObject({
      companyName: 'PT Sate Nusantara',
      email: 'andi@satenusantara.co.id',
      phone: '+6281234567890',
    });
  });

  it('names each invalid field in Indonesian, without calling the content API', async () => {
    const body = await submit(
      { companyName: '  ', contactName: 'Andi', email: 'andi@', phone: '0211234', message: 'Halo' },
      '10.0.0.2',
    );
    expect(body.data.submitPartnerInquiry).toEqual({
      ok: false,
      error: { code: 'validation_error', message: 'Periksa kembali isian formulir' },
      fieldErrors: [
        { field: 'companyName', message: 'Nama perusahaan wajib diisi' },
        { field: 'email', message: 'Format email tidak valid' },
        { field: 'phone', message: 'Nomor HP tidak valid' },
        { field: 'message', message: 'Pesan minimal 10 karakter' },
      ],
    });
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('refuses a client address past the limit, and only that address', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const body = await submit(valid, '10.0.0.3');
      expect(body.data.submitPartnerInquiry.ok, `attempt ${attempt}`).toBe(true);
    }
    await harness.resetUpstreamLog();
    const refused = await submit(valid, '10.0.0.3');
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.errors[0].message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam/);
    expect(await harness.upstreamRequests()).toEqual([]);
    const other = await submit(valid, '10.0.0.4');
    expect(other.data.submitPartnerInquiry.ok).toBe(true);
  });

  it('never retries the POST on a 503', async () => {
    await harness.injectFaults([
      { method: 'POST', path: '/content/v1/partner-inquiries', status: 503, times: 1 },
    ]);
    const body = await submit(valid, '10.0.0.5');
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    const posts = (await harness.upstreamRequests()).filter(
      (call) => call.method === 'POST' && call.path === '/content/v1/partner-inquiries',
    );
    expect(posts).toHaveLength(1);
  });
});

describe('the shared rules', () => {
  it('declare the same fields as the schema has', () => {
    expect([...PARTNER_INQUIRY_FIELDS].sort()).toEqual(
      Object.keys(partnerInquirySchema.shape).sort(),
    );
  });

  it('trim what passes, and read a missing field as required', () => {
    expect(checkPartnerInquiry({ ...valid, companyName: '  PT A ' })).toEqual({
      success: true,
      data: { ...valid, companyName: 'PT A' },
    });
    const missing = checkPartnerInquiry({
      ...valid,
      contactName: undefined,
      message: 'x'.repeat(2001),
    });
    expect(missing).toEqual({
      success: false,
      fieldErrors: [
        { field: 'contactName', message: 'Nama kontak wajib diisi' },
        { field: 'message', message: 'Pesan maksimal 2000 karakter' },
      ],
    });
    for (const phone of ['081234567890', '6281234567890', '+6281234567890', '0812 3456 7890']) {
      expect(checkPartnerInquiry({ ...valid, phone }).success, phone).toBe(true);
    }
  });

  it("keep the content API's per-field problems of a refusal", () => {
    const error = UpstreamError.fromResponse('content API', 'POST', 'http://x/v1/p', 400, {
      id: 'r1',
      detail: 'Periksa kembali isian formulir',
      errorCode: 'validation_error',
      fields: { email: 'Format email tidak valid', odd: 3 },
    });
    expect(error.fields).toEqual({ email: 'Format email tidak valid' });
  });
});
