import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();

const base = `${TEST_PUBLIC_URL}/content/v1/categories`;

describe('GET /content/v1/categories', () => {
  it('answers the first page of ten, ordered by id, with absolute image URLs', async () => {
    const { status, body } = await upstream.get('/content/v1/categories');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['count', 'next', 'perPage', 'previous', 'results']);
    expect(body.count).toBeGreaterThanOrEqual(12);
    expect(body.perPage).toBe(10);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`${base}?page=2`);
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toEqual({
      id: 1,
      slug: 'kuliner',
      image: `${TEST_PUBLIC_URL}/storage/categories/kuliner.svg`,
      title: 'Kuliner',
    });
    const ids = body.results.map((category: { id: number }) => category.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('returns every category with page_size=50, as the site header asks', async () => {
    const { body } = await upstream.get('/content/v1/categories?page_size=50');
    expect(body.results).toHaveLength(body.count);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.perPage).toBe(50);
    for (const category of body.results) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.image).toBe(`${TEST_PUBLIC_URL}/storage/categories/${category.slug}.svg`);
    }
  });

  it('links pages both ways and keeps page_size in the links', async () => {
    const first = await upstream.get('/content/v1/categories?page_size=5');
    expect(first.body.next).toBe(`${base}?page=2&page_size=5`);

    const second = await upstream.get('/content/v1/categories?page=2&page_size=5');
    expect(second.body.results.map((category: { id: number }) => category.id)).toEqual([
      6, 7, 8, 9, 10,
    ]);
    expect(second.body.previous).toBe(`${base}?page=1&page_size=5`);
    expect(second.body.next).toBe(`${base}?page=3&page_size=5`);
  });

  it('answers an empty page past the end, pointing back at the last page', async () => {
    const { status, body } = await upstream.get('/content/v1/categories?page=99&page_size=5');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
    expect(body.previous).toBe(`${base}?page=${Math.ceil(body.count / 5)}&page_size=5`);
  });

  it.each([
    ['page_size=abc', 'page_size'],
    ['page_size=1000', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
  ])('rejects %s with a 400 in the error format', async (query, field) => {
    const response = await upstream.app.inject({ url: `/content/v1/categories?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      id: response.headers['x-request-id'],
      detail: expect.stringContaining(field),
      errorCode: 'validation_error',
    });
  });
});

describe('GET /content/v1/categories/:id', () => {
  it('answers one category', async () => {
    const { status, body } = await upstream.get('/content/v1/categories/6');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 6,
      slug: 'travel',
      image: `${TEST_PUBLIC_URL}/storage/categories/travel.svg`,
      title: 'Travel',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await upstream.get('/content/v1/categories/999');
    expect(status).toBe(404);
    expect(body).toEqual({
      id: expect.any(String),
      detail: 'Kategori tidak ditemukan',
      errorCode: 'not_found',
    });
  });

  it.each(['abc', '0', '99999999999'])('answers 400 for the id %s', async (id) => {
    const { status, body } = await upstream.get(`/content/v1/categories/${id}`);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('validation_error');
  });
});

describe('GET /content/v1/categories/slug/:slug', () => {
  it('answers one category', async () => {
    const { status, body } = await upstream.get('/content/v1/categories/slug/buku-alat-tulis');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 13, slug: 'buku-alat-tulis', title: 'Buku & Alat Tulis' });
  });

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await upstream.get('/content/v1/categories/slug/tidak-ada');
    expect(status).toBe(404);
    expect(body).toMatchObject({ detail: 'Kategori tidak ditemukan', errorCode: 'not_found' });
  });

  it('treats an SQL injection attempt as a plain, unknown slug', async () => {
    const attack = encodeURIComponent("x' OR '1'='1'; DROP TABLE categories; --");
    const { status, body } = await upstream.get(`/content/v1/categories/slug/${attack}`);
    expect(status).toBe(404);
    expect(body.errorCode).toBe('not_found');

    const list = await upstream.get('/content/v1/categories?page_size=50');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(12);
  });
});

describe('category images', () => {
  it('serves each listed image as SVG with long-lived caching', async () => {
    const { body } = await upstream.get('/content/v1/categories?page_size=50');
    for (const category of body.results) {
      const response = await upstream.app.inject({ url: new URL(category.image).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).toContain(`<title>${category.title.replace('&', '&amp;')}</title>`);
    }
  });
});
