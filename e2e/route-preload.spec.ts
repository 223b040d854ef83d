import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const manifest = JSON.parse(
  readFileSync(new URL('../client/dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;

/** The `href`s of the page's `<link rel="modulepreload">` tags. */
function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test.describe('Route chunks preloaded by the server render', () => {
  test.skip(({ isMobile }) => isMobile, 'request-level: desktop only');

  test("the home HTML preloads the home route's chunk, once", async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const preloads = modulePreloads(await response.text());
    const homeChunk = `/${manifest['src/routes/home/home-route.tsx']!.file}`;
    expect(preloads.filter((href) => href === homeChunk)).toHaveLength(1);
    expect(new Set(preloads).size).toBe(preloads.length);
    // The promo list's chunk is not this page's.
    expect(preloads).not.toContain(`/${manifest['src/routes/promo/promo-list-route.tsx']!.file}`);
  });
});
