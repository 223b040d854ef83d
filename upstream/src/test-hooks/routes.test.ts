import { beforeEach, describe, expect, it } from 'vitest';
import { checkOtp, createOtp } from '../identity/otp.js';
import { buildTestUpstream, useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();

beforeEach(async () => {
  await upstream.app.inject({ method: 'DELETE', url: '/__faults' });
  await upstream.app.inject({ method: 'DELETE', url: '/__requests' });
  await upstream.app.inject({ method: 'DELETE', url: '/__outbox' });
});

function putFaults(rules: unknown[]) {
  return upstream.app.inject({ method: 'PUT', url: '/__faults', payload: { rules } });
}

const categories = '/content/v1/categories';

describe('PUT /__faults', () => {
  it('fails a matching call exactly `times` times, without running the route', async () => {
    const put = await putFaults([{ method: 'GET', path: categories, status: 503, times: 1 }]);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      rules: [{ method: 'GET', path: categories, status: 503, times: 1 }],
    });

    const failed = await upstream.app.inject({ url: `${categories}?page_size=50` });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      id: failed.headers['x-request-id'],
      detail: 'Injected fault',
      errorCode: 'injected_fault',
    });

    const recovered = await upstream.app.inject({ url: categories });
    expect(recovered.statusCode).toBe(200);
    expect((await upstream.app.inject({ url: '/__faults' })).json()).toEqual({ rules: [] });
  });

  it('keeps failing until cleared when `times` is omitted', async () => {
    await putFaults([{ path: '/healthz', status: 500 }]);
    for (let call = 0; call < 3; call += 1) {
      expect((await upstream.app.inject({ url: '/healthz' })).statusCode).toBe(500);
    }
    const cleared = await upstream.app.inject({ method: 'DELETE', url: '/__faults' });
    expect(cleared.statusCode).toBe(204);
    expect((await upstream.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('only matches the given method', async () => {
    await putFaults([{ method: 'post', path: categories, status: 500 }]);
    expect((await upstream.app.inject({ url: categories })).statusCode).toBe(200);
  });

  it('matches a path prefix ending in *', async () => {
    await putFaults([{ path: '/content/*', status: 502 }]);
    expect((await upstream.app.inject({ url: '/content/v1/categories/1' })).statusCode).toBe(502);
    expect((await upstream.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('delays a call when only latency is given, then runs the route', async () => {
    await putFaults([{ path: categories, latencyMs: 250, times: 1 }]);
    const started = performance.now();
    const slow = await upstream.app.inject({ url: categories });
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().results.length).toBeGreaterThan(0);
  });

  it('with `afterRoute`, runs the route at once and holds its answer until `latencyMs` after arrival', async () => {
    const send = '/identity/v1/forgot_password/send';
    await putFaults([{ path: send, latencyMs: 400, afterRoute: true, times: 1 }]);
    const started = performance.now();
    let answered = false;
    const answer = upstream.app
      .inject({ method: 'POST', url: send, payload: { identifier: '081234567890' } })
      .then((response) => {
        answered = true;
        return response;
      });
    // The message is sent while the answer is still held.
    await expect
      .poll(async () => (await upstream.app.inject({ url: '/__outbox' })).json().length, {
        interval: 10,
      })
      .toBe(1);
    expect(answered).toBe(false);
    expect((await answer).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('delays and then fails when both are given', async () => {
    await putFaults([{ path: categories, latencyMs: 100, status: 504, times: 1 }]);
    const started = performance.now();
    const response = await upstream.app.inject({ url: categories });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(response.statusCode).toBe(504);
  });

  it('answers 200 with a body that is not JSON for `invalid-json`', async () => {
    await putFaults([{ path: categories, reply: 'invalid-json', times: 1 }]);
    const response = await upstream.app.inject({ url: categories });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('drops the connection without an answer for `reset`, and logs the call aborted', async () => {
    await putFaults([{ path: categories, reply: 'reset', times: 1 }]);
    const address = await upstream.app.listen({ host: '127.0.0.1', port: 0 });
    await expect(
      fetch(`${address}${categories}`, { headers: { 'x-request-id': 'req-reset-1' } }),
    ).rejects.toThrow();
    await expect
      .poll(async () => (await upstream.app.inject({ url: '/__requests' })).json())
      .toMatchObject([{ path: categories, requestId: 'req-reset-1', aborted: true }]);
  });

  it('replaces earlier rules', async () => {
    await putFaults([{ path: '/healthz', status: 500 }]);
    await putFaults([{ path: categories, status: 500 }]);
    expect((await upstream.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it.each([
    [{ rules: [{ path: 'no-slash', status: 500 }] }],
    [{ rules: [{ path: '/x', status: 200 }] }],
    [{ rules: [{ path: '/x', times: 0 }] }],
    [{ rules: [{ status: 500 }] }],
    [{}],
  ])('rejects the invalid body %j with a 400', async (payload) => {
    const response = await upstream.app.inject({ method: 'PUT', url: '/__faults', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('validation_error');
  });
});

describe('GET /__requests', () => {
  it('lists the calls received, with their query strings apart, without hook calls', async () => {
    await upstream.app.inject({ url: `${categories}?page=2` });
    await upstream.app.inject({ url: '/content/v1/categories/999' });
    await upstream.app.inject({ method: 'POST', url: '/identity/v1/nothing' });
    await upstream.app.inject({ url: '/__outbox' });

    const response = await upstream.app.inject({ url: '/__requests' });
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(
      entries.map(({ method, path, query, status }: Record<string, unknown>) => ({
        method,
        path,
        query,
        status,
      })),
    ).toEqual([
      { method: 'GET', path: categories, query: 'page=2', status: 200 },
      { method: 'GET', path: '/content/v1/categories/999', query: '', status: 404 },
      { method: 'POST', path: '/identity/v1/nothing', query: '', status: 404 },
    ]);
    for (const entry of entries) expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });

  it('records injected faults with their status', async () => {
    await putFaults([{ path: '/healthz', status: 503, times: 1 }]);
    await upstream.app.inject({ url: '/healthz' });
    expect((await upstream.app.inject({ url: '/__requests' })).json()).toMatchObject([
      { method: 'GET', path: '/healthz', status: 503 },
    ]);
  });

  it('empties the list on DELETE', async () => {
    await upstream.app.inject({ url: '/healthz' });
    expect((await upstream.app.inject({ method: 'DELETE', url: '/__requests' })).statusCode).toBe(
      204,
    );
    expect((await upstream.app.inject({ url: '/__requests' })).json()).toEqual([]);
  });
});

describe('GET /__outbox', () => {
  it('lists what was sent through the outbox', async () => {
    expect((await upstream.app.inject({ url: '/__outbox' })).json()).toEqual([]);
    upstream.app.upstream.outbox.send({
      to: 'budi@contoh.id',
      channel: 'email',
      subject: 'Kode verifikasi',
      body: 'Kode verifikasi Anda: 123456',
      code: '123456',
    });
    expect((await upstream.app.inject({ url: '/__outbox' })).json()).toEqual([
      {
        id: expect.any(Number),
        to: 'budi@contoh.id',
        channel: 'email',
        subject: 'Kode verifikasi',
        body: 'Kode verifikasi Anda: 123456',
        code: '123456',
        sentAt: expect.any(String),
      },
    ]);
  });
});

describe('POST /__otps/expire', () => {
  it('ends the unused codes sent to an address, and only those', async () => {
    const { db } = upstream.app.upstream;
    const [budi] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const otp = { userId: budi!.id, purpose: 'email_change' as const, now: new Date() };
    const code = await createOtp(db, { ...otp, target: 'baru@contoh.id' });
    const other = await createOtp(db, { ...otp, target: 'lain@contoh.id' });

    const expired = await upstream.app.inject({
      method: 'POST',
      url: '/__otps/expire',
      payload: { target: 'Baru@Contoh.id' },
    });
    expect(expired.json()).toEqual({ expired: 1 });
    await expect(
      checkOtp(db, { ...otp, target: 'baru@contoh.id', code, now: new Date() }),
    ).rejects.toMatchObject({ errorCode: 'otp_expired' });
    await expect(
      checkOtp(db, { ...otp, target: 'lain@contoh.id', code: other, now: new Date() }),
    ).resolves.toBeUndefined();
  });
});

describe('with UPSTREAM_TEST_HOOKS=off', () => {
  it('has no hook routes', async () => {
    const plain = await buildTestUpstream({ UPSTREAM_TEST_HOOKS: 'off' });
    try {
      expect((await plain.inject({ url: '/__requests' })).statusCode).toBe(404);
      const put = await plain.inject({ method: 'PUT', url: '/__faults', payload: { rules: [] } });
      expect(put.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
