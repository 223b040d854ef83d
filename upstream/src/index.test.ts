import { describe, expect, it } from 'vitest';
import type { Category } from './content/categories/routes.js';
import { startUpstream, type Page } from './index.js';
import { madeBeforeAll } from './testing/made-before-all.js';

const upstream = madeBeforeAll(startUpstream, (started) => started.close());

describe('startUpstream', () => {
  it('listens on a free local port', () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(upstream.url).not.toBe('http://127.0.0.1:8090');
  });

  it('serves the categories over HTTP, with links and images on its own address', async () => {
    const response = await fetch(`${upstream.url}/content/v1/categories?page_size=5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const page = (await response.json()) as Page<Category>;
    expect(page.next).toBe(`${upstream.url}/content/v1/categories?page=2&page_size=5`);

    const image = await fetch(page.results[0]!.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('logs the HTTP calls for tests to inspect', async () => {
    await fetch(`${upstream.url}/__requests`, { method: 'DELETE' });
    await fetch(`${upstream.url}/healthz`);
    const log = await (await fetch(`${upstream.url}/__requests`)).json();
    expect(log).toMatchObject([{ method: 'GET', path: '/healthz', status: 200 }]);
  });
});
