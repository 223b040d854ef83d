import { expect, test } from './support/test';
import {
  engage,
  expectFullLoadAfterNewDeploy,
  followFooterLink,
  hydrated,
  withoutLinkPreload,
} from './support/site';

test.describe('Resilience', () => {
  test('a failed route chunk reloads the page once, not again within 10 s', async ({ page }) => {
    await page.route(/\/assets\/about-route-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    // The reload lands on /about, served by the server (the chunk is only needed client-side
    // after hydration, where it fails again): within 10 s there is no second reload.
    await expect.poll(() => loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('page-reload-at'))).toMatch(/^\d+$/);
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    // The server-rendered page is still there to read.
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  });

  test('after a new deploy the next navigation is a full page load', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await expectFullLoadAfterNewDeploy(page);
  });

  test('without a new deploy navigation stays inside the app', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const checked = page.waitForRequest('**/build.json');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await checked;
    await followFooterLink(page, 'Tentang');
    await expect(page).toHaveURL('/about');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  // Through the top bar's links, which are desktop only.
  test('links in view preload their route code without running it, from the first input', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/([a-z-]+)-route-[^/]+\.js$/.exec(request.url());
      if (match) chunks.push(match[1]!);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Nothing before the visitor's first input: a visitor who only looks costs no extra data.
    expect(chunks).not.toContain('about');
    expect(chunks).not.toContain('referral');
    await engage(page);
    // The top bar's About and Referral links are in view; nothing was clicked.
    await expect.poll(() => chunks).toEqual(expect.arrayContaining(['about', 'referral']));
    // Fetched as module preloads (the browser compiles them; nothing runs until a tap).
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/about-route-/),
        expect.stringMatching(/^\/assets\/chakra-scope-/),
      ]),
    );
    // Another build's page gets no map: its chunks may be gone.
    const stale = await page.request.get('/route-chunks.json?build=old');
    expect(stale.status()).toBe(404);
  });

  test('a thin progress bar shows while a navigation loads', async ({ page }) => {
    // The route's code is held back until the bar has been looked at, and not fetched ahead by
    // a link in view.
    await withoutLinkPreload(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gramedia-troops-route-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/gramedia-troops');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    const bar = page.getByRole('progressbar', { name: 'Memuat halaman' });
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(132, 50, 155)',
    );
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Gramedia Troops' })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
