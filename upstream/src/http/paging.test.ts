import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './paging.js';
import { PublicUrl } from './public-url.js';

const publicUrl = new PublicUrl('https://api.example.id/');

function page(url: string, page: number, pageSize: number, count: number) {
  return toPage({
    request: { url } as FastifyRequest,
    publicUrl,
    window: pageWindow({ page, page_size: pageSize }),
    count,
    results: [],
  });
}

describe('toPage', () => {
  it('links to neighbours, keeping filters', () => {
    const middle = page('/content/v1/promos?page=2&category=kuliner&page_size=10', 2, 10, 35);
    expect(middle.previous).toBe(
      'https://api.example.id/content/v1/promos?page=1&category=kuliner&page_size=10',
    );
    expect(middle.next).toBe(
      'https://api.example.id/content/v1/promos?page=3&category=kuliner&page_size=10',
    );
    expect(middle.perPage).toBe(10);
    expect(middle.count).toBe(35);
  });

  it('has no links on a single page or an empty list', () => {
    expect(page('/x', 1, 10, 10)).toMatchObject({ next: null, previous: null });
    expect(page('/x', 1, 10, 0)).toMatchObject({ next: null, previous: null });
  });

  it('points back at the last page from beyond the end', () => {
    expect(page('/x?page=9', 9, 10, 25).previous).toBe('https://api.example.id/x?page=3');
  });

  it('turns page and size into an SQL window', () => {
    expect(pageWindow({ page: 3, page_size: 20 })).toEqual({
      page: 3,
      pageSize: 20,
      limit: 20,
      offset: 40,
    });
  });
});
