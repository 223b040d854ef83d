import { expect, test, type Page } from './support/test';
import {
  cacheContents,
  cachedEntriesContaining,
  expectNothingLeftOffline,
  offlineBanner,
  openWalletOnline,
  waitForServiceWorker,
  waitUntilCached,
  waitUntilCodeCached,
} from './support/offline';
import { BUDI, logOut, signInOverHttp } from './support/sign-in';
import { expectFullLoadAfterNewDeploy } from './support/site';

// The service worker, its caches and the installable app. Chromium only, once (desktop): the
// worker does not depend on the screen.
test.use({ serviceWorkers: 'allow' });

/** Budi's data as it appears in any page rendered for him (the header's member data). */
const BUDI_MARKERS = [BUDI.email, 'MV-0001-2026'];

/**
 * What proves Budi's wallet is on screen. Once the wallet page lands, tighten to one of Budi's
 * voucher codes: `page.getByText('MVB-AKTIF-01')` (and open its QR dialog).
 */
async function expectBudiWallet(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher Saya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu akun Budi Santoso' })).toBeVisible();
  await expect(page.locator('a[href*="kode=MVB-AKTIF-01"]').first()).toBeVisible();
}

/** The voucher's dialog, opened from the page's cached data: its code and QR for the cashier. */
async function expectVoucherQr(page: Page, code: string) {
  const dialog = page.getByTestId('voucher-dialog');
  await expect(dialog.getByTestId('voucher-code')).toHaveText(code);
  await expect(
    dialog.getByRole('img', { name: `Kode QR voucher ${code}` }).locator('svg'),
  ).toBeVisible();
}

test.describe('installable app', () => {
  test('has a manifest Chromium accepts, with the brand, its colour and icons', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#84329B');

    // Chromium's own parser: no errors, and what it read.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data: string;
    };
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    expect(parsed.errors).toEqual([]);
    const manifest = JSON.parse(parsed.data) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'MyValue',
      short_name: 'MyValue',
      lang: 'id',
      start_url: '/',
      display: 'standalone',
      theme_color: '#84329B',
      background_color: '#84329B',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(
      expect.arrayContaining([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]),
    );

    // Every icon (and the Apple one) is a PNG of the size it claims.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons = [...manifest.icons, { src: appleIcon!, sizes: '180x180', type: 'image/png' }];
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
      const png = await response.body();
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      expect(size, icon.src).toBe(icon.sizes);
    }
  });

  test('the worker is served fresh, registers after the first press and controls the page', async ({
    page,
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);

    // A visitor who only looks: the page is live and loaded, the browser idle, and no worker is
    // installing beside its pictures.
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
    );
    const registered = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    expect(await registered()).toBe(false);

    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration.scope).toMatch(/^http:\/\/[^/]+\/$/);
    expect(registration.script).toMatch(/\/sw\.js$/);

    // The shell is precached: the offline page, the GraphQL link the page loads with its first
    // request, and the wallet's code down to its QR, though this visitor opened only the home
    // page. No other page's code: that comes with the page.
    const precached = Object.entries(await cacheContents(page))
      .filter(([name]) => name.includes('precache'))
      .flatMap(([, urls]) => urls);
    expect(precached).toContainEqual(expect.stringMatching(/\/offline\.html(\?|$)/));
    expect(precached).toContainEqual(expect.stringMatching(/\/assets\/graphql-link-[^/]+\.js/));
    expect(precached).toContainEqual(expect.stringMatching(/\/assets\/voucher-route-[^/]+\.js/));
    expect(precached).toContainEqual(expect.stringMatching(/\/assets\/voucher-qr-[^/]+\.js/));
    expect(precached.filter((url) => /\/assets\/about-route-/.test(url))).toEqual([]);
    // Never the server's page template, the API or the deploy check.
    expect(precached.filter((url) => /index\.html|\/graphql(\?|$)|build\.json/.test(url))).toEqual(
      [],
    );

    // A page's code is kept once the page has fetched it.
    await page.goto('/about');
    await waitUntilCodeCached(page, /\/assets\/about-route-[^/]+\.js$/);
  });
});

test.describe('offline', () => {
  // Signing in, installing the worker (its precache) and going offline take their time.
  test.describe.configure({ timeout: 90_000 });

  test.describe('as Budi', () => {
    test.use({ signedInAs: BUDI });

    test('the wallet opens offline for the member who opened it online', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await openWalletOnline(page);

      await context.setOffline(true);
      await page.reload();
      await expectBudiWallet(page);
      await expect(offlineBanner(page)).toBeVisible();
      // "data terakhir" is when the server rendered the page, in Jakarta time.
      const renderedAt = await page.locator('meta[name="rendered-at"]').getAttribute('content');
      const expected = new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(renderedAt!));
      await expect(offlineBanner(page)).toContainText(expected);
      await expect(offlineBanner(page)).toContainText('WIB');

      // At the cashier: tapping a voucher shows its code and QR with no network.
      await page.locator('a[href*="kode=MVB-AKTIF-02"]').first().click();
      await expectVoucherQr(page, 'MVB-AKTIF-02');

      // A voucher's own address (`?kode=`) opens from the same copy.
      // (The open dialog is modal: the page behind it is hidden from the accessibility tree.)
      await page.goto('/account/voucher?kode=MVB-AKTIF-01');
      await expectVoucherQr(page, 'MVB-AKTIF-01');

      // Back online: the banner goes.
      await context.setOffline(false);
      await expect(offlineBanner(page)).toBeHidden();
    });

    test('the wallet reached by a link (no page load) is kept too', async ({ page, context }) => {
      await page.goto('/');
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: /^Menu akun / }).click();
      await page
        .getByTestId('user-menu')
        .getByRole('link', { name: /Voucher Saya/ })
        .click();
      await expect(page).toHaveURL('/account/voucher');
      await waitUntilCached(page, 'member-wallet', '/account/voucher');

      await context.setOffline(true);
      await page.reload();
      await expectBudiWallet(page);
      await expect(offlineBanner(page)).toBeVisible();
    });
  });

  test('a public page visited online opens offline; an unvisited one shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/about');
    await waitUntilCached(page, 'pages', '/about');
    // Its code too, or offline it would show without it.
    await waitUntilCodeCached(page, /\/assets\/about-route-[^/]+\.js$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();

    await page.goto('/event');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kamu sedang offline' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voucher Saya' })).toHaveAttribute(
      'href',
      '/account/voucher',
    );
    // "Coba lagi" loads the page again: once back online it is the real one.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
  });

  test('after logout the wallet is gone from this browser, offline too', async ({ page }) => {
    // A session of its own: it logs out.
    await signInOverHttp(page);
    await openWalletOnline(page);
    expect(await cachedEntriesContaining(page, BUDI_MARKERS)).not.toEqual([]);

    await logOut(page);
    expect(await cachedEntriesContaining(page, BUDI_MARKERS)).toEqual([]);
    expect(
      Object.keys(await cacheContents(page)).filter((name) => name.startsWith('member-')),
    ).toEqual([]);

    await expectNothingLeftOffline(page, 'Budi Santoso');
  });

  test('a new deploy still means a full page load with the worker in control', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expectFullLoadAfterNewDeploy(page);
  });
});
