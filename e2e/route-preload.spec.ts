import { readFileSync } from 'node:fs';
import { LIBRARY_CHUNKS } from '../client/build/first-load-chunks';
import { AT_PHONE_SIZE_ONLY, expect, test } from './support/test';
import { holdRequests } from './support/site';

const manifest = JSON.parse(
  readFileSync(new URL('../client/dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean }>;

const entryFile = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;

/** The chunks the page's HTML names for its loader (`<meta name="mv-module">`). */
function namedModules(html: string): string[] {
  return [...html.matchAll(/<meta name="mv-module" content="([^"]+)"/g)].map((match) => match[1]!);
}

test.describe('Route chunks named by the server render, loaded after the first paint', () => {
  test("the home HTML names the home route's chunk once, and loads no script itself", async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const modules = namedModules(html);
    const homeChunk = `/${manifest['src/routes/home/home-route.tsx']!.file}`;
    expect(modules.filter((href) => href === homeChunk)).toHaveLength(1);
    expect(new Set(modules).size).toBe(modules.length);
    // The promo list's chunk is not this page's.
    expect(modules).not.toContain(`/${manifest['src/routes/promo/promo-list-route.tsx']!.file}`);
    // Nothing in the HTML fetches code while the page is still to be painted.
    expect(html).not.toMatch(/<script[^>]+\bsrc=|<link[^>]+rel="modulepreload"/);
  });

  // The phone is where it matters.
  test(
    'the code starts loading once the page has painted, and hydrates it',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const timing = await page.evaluate((entry) => {
        // The frame's rendering on the main thread (`paintTime`), not when it reached the screen
        // (`startTime`, the presentation): on a busy machine the compositor shows a frame tens of
        // milliseconds after the task queued behind its rendering has already run.
        const paint = performance.getEntriesByName(
          'first-contentful-paint',
        )[0] as PerformanceEntry & {
          paintTime?: number;
        };
        const firstPaint = paint.paintTime ?? paint.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((resource) => new URL(resource.name).pathname.startsWith('/assets/'))
          .filter((resource) => resource.name.endsWith('.js'));
        return {
          firstPaint,
          firstScriptStart: Math.min(...scripts.map((script) => script.startTime)),
          entryLoaded: scripts.some((script) => new URL(script.name).pathname === entry),
          preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
            .length,
        };
      }, entryFile);
      expect(timing.entryLoaded).toBe(true);
      expect(timing.preloads).toBeGreaterThan(0);
      expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.firstPaint);
    },
  );

  test(
    'the entry downloads beside the libraries, not once they have run',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      // Apollo's chunk is held: the entry runs after it, but its download need not wait for it.
      const release = await holdRequests(page, /\/assets\/apollo-[^/]+\.js$/);
      const isEntry = (url: string) => new URL(url).pathname === entryFile;
      let entryRequests = 0;
      page.on('request', (request) => (entryRequests += isEntry(request.url()) ? 1 : 0));
      const entryRequested = page.waitForRequest((request) => isEntry(request.url()));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await entryRequested;
      release();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // The entry's script takes the preloaded module: one download.
      expect(entryRequests).toBe(1);
    },
  );

  test(
    "the libraries download first, in the order they run, and a route's chunks after the entry",
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.push(pathname);
      });
      await page.goto('/promo/cashback-15-di-glow-beauty-bar');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const library = (name: string) =>
        `/${Object.values(manifest).find((chunk) => chunk.file.startsWith(`assets/${name}-`))!.file}`;
      expect(scripts.slice(0, LIBRARY_CHUNKS.length)).toEqual(LIBRARY_CHUNKS.map(library));
      const routeChunk = `/${manifest['src/routes/promo/promo-detail-route.tsx']!.file}`;
      expect(scripts.indexOf(routeChunk)).toBeGreaterThan(scripts.indexOf(entryFile));
    },
  );

  /** The first banner's picture, at any width (the page's one picture at high priority). */
  const FIRST_BANNER = /\/img\?src=[^&]*banner-1-mobile[^&]*&w=\d+$/;
  const isScript = (url: string) => /\/assets\/[^?]+\.js$/.test(new URL(url).pathname);

  test(
    'the code waits for the first picture, so as not to share the network with it',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      // The picture is slow to come: the page paints long before it arrives.
      await page.route(FIRST_BANNER, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fallback();
      });
      const requested: Array<{ url: string; at: number }> = [];
      page.on('request', (request) => requested.push({ url: request.url(), at: Date.now() }));
      const pictureIn = page
        .waitForResponse((response) => FIRST_BANNER.test(response.url()))
        .then(() => Date.now());
      await page.goto('/');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const firstScript = Math.min(
        ...requested.filter(({ url }) => isScript(url)).map(({ at }) => at),
      );
      expect(firstScript).toBeGreaterThanOrEqual(await pictureIn);
    },
  );

  test(
    'a first picture that never comes keeps the page from going live for 3 s at most',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      // Never released: the picture stays on its way.
      await holdRequests(page, FIRST_BANNER);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
      expect(
        await page
          .locator('img[fetchpriority="high"]')
          .evaluate((img: HTMLImageElement) => img.complete),
      ).toBe(false);
    },
  );
});
