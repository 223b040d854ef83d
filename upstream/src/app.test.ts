import { describe, expect, it } from 'vitest';
import { categorySeedRows, renderCategoryImage } from './db/seed/categories.js';
import { useTestUpstream } from './testing/test-upstream.js';

const upstream = useTestUpstream();

describe('the upstream app', () => {
  it('reports health, and readiness (it listens only once seeded)', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await upstream.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers unknown routes with a 404 in the error format', async () => {
    const response = await upstream.app.inject({ url: '/content/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      id: response.headers['x-request-id'],
      detail: 'Alamat tidak ditemukan: GET /content/v1/nothing-here',
      errorCode: 'not_found',
    });
  });

  it('keeps a caller-supplied request id, and makes one up otherwise', async () => {
    const kept = await upstream.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'gw-123' },
    });
    expect(kept.headers['x-request-id']).toBe('gw-123');

    const replaced = await upstream.app.inject({
      url: '/nope',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.json().id).toBe(replaced.headers['x-request-id']);
  });

  it('turns a thrown error into a 500 in the error format without leaking its message', async () => {
    const db = upstream.db;
    const original = db.query;
    db.query = async () => {
      throw new Error('connection reset by a secret host');
    };
    try {
      const response = await upstream.app.inject({ url: '/content/v1/categories' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        id: response.headers['x-request-id'],
        detail: 'Terjadi kesalahan pada server',
        errorCode: 'internal_error',
      });
    } finally {
      db.query = original;
    }
  });

  it('answers a malformed JSON body with a 400 in the error format', async () => {
    const response = await upstream.app.inject({
      method: 'PUT',
      url: '/__faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"rules": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'bad_request' });
  });

  it('accepts a trailing slash, as the real APIs do', async () => {
    const response = await upstream.app.inject({ url: '/content/v1/categories/' });
    expect(response.statusCode).toBe(200);
  });
});

describe('object storage', () => {
  const imagePath = '/storage/categories/kuliner.svg';

  it('serves images with their type, an ETag and immutable caching', async () => {
    const response = await upstream.app.inject({ url: imagePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 when the cached copy is current', async () => {
    const first = await upstream.app.inject({ url: imagePath });
    const again = await upstream.app.inject({
      url: imagePath,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing object or a path that tries to climb out', async () => {
    for (const url of ['/storage/categories/nope.svg', '/storage/../package.json']) {
      const response = await upstream.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('not_found');
    }
  });

  it('serves exactly the image the seed rendered', async () => {
    const response = await upstream.app.inject({ url: imagePath });
    const kuliner = categorySeedRows.find((row) => row.slug === 'kuliner')!;
    expect(response.body).toBe(renderCategoryImage(kuliner));
  });
});
