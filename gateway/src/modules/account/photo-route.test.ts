import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { SITI, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
const siti = useSignedIn(harness, SITI);

const BOUNDARY = '----myvalue-test-boundary';

/** The smallest valid PNG header, padded to `size` bytes. */
function png(size = 128): Buffer {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
}

function multipartBody(field: string, filename: string, type: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(body: Buffer, cookie?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/webapi/account/photo',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
}

async function photoCalls() {
  return (await harness.upstreamRequests()).filter(
    (c) => c.method === 'POST' && c.path === '/identity/v1/user/photo',
  );
}

describe('POST /webapi/account/photo', () => {
  it('uploads a PNG for the member and answers the absolute photo URL', async () => {
    const response = await upload(
      multipartBody('photo', 'saya.png', 'image/png', png()),
      siti.cookie,
    );
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(new RegExp(`^${harness.config.storageUrl}/`));
    const viewer = await harness.graphql(`{ viewer { user { photo } } }`, undefined, siti.cookie);
    expect(viewer.body.data.viewer.user.photo).toBe(photo);
  });

  it('answers 401 to a visitor, without calling the identity API', async () => {
    const response = await upload(multipartBody('photo', 'saya.png', 'image/png', png()));
    expect(response.statusCode).toBe(401);
    expect(await photoCalls()).toEqual([]);
  });

  it('answers 413 over 2 MB', async () => {
    const big = png(2 * 1024 * 1024 + 10);
    const response = await upload(
      multipartBody('photo', 'besar.png', 'image/png', big),
      siti.cookie,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('photo_too_large');
    expect(await photoCalls()).toEqual([]);
  });

  it('answers 415 to a type that is not an image', async () => {
    const response = await upload(
      multipartBody('photo', 'surat.pdf', 'application/pdf', Buffer.from('%PDF-1.4')),
      siti.cookie,
    );
    expect(response.statusCode).toBe(415);
    expect(await photoCalls()).toEqual([]);
  });

  it("passes on the identity API's 400 for bytes that are not an image", async () => {
    const response = await upload(
      multipartBody('photo', 'palsu.png', 'image/png', Buffer.from('bukan gambar')),
      siti.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'invalid_photo' });
  });

  it('answers 400 without the photo field', async () => {
    const response = await upload(
      multipartBody('berkas', 'saya.png', 'image/png', png()),
      siti.cookie,
    );
    expect(response.statusCode).toBe(400);
  });

  it('never retries the upload on a 503', async () => {
    await harness.injectFaults([
      { method: 'POST', path: '/identity/v1/user/photo', status: 503, times: 1 },
    ]);
    const response = await upload(
      multipartBody('photo', 'saya.png', 'image/png', png()),
      siti.cookie,
    );
    expect(response.statusCode).toBe(502);
    expect(await photoCalls()).toHaveLength(1);
  });
});
