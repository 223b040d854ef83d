import { AT_PHONE_SIZE_TOO, expect, test } from './support/test';
import { followFooterLink, hydrated, watchConsole, withoutLinkPreload } from './support/site';

const layouts: Array<[path: string, layout: string, heading: RegExp]> = [
  ['/', 'default', /Promo dan voucher pilihan/],
  ['/about', 'default', /Tentang Kami/],
  ['/article', 'default', /Bacaan/],
  ['/campaign/serba-hemat-akhir-bulan', 'default', /Serba Hemat Akhir Bulan/],
  ['/campaign-event/akhir-pekan-seru', 'default', /Akhir Pekan Seru/],
  ['/health', 'default', /Status Layanan/],
  ['/merchant', 'default', /Brand Partner/],
  ['/merchant/kopi-senja', 'default', /Kopi Senja/],
  ['/search?q=kopi', 'default', /Hasil pencarian “kopi”/],
  ['/promo', 'promo-page', /Semua Voucher/],
  ['/promo/cashback-15-di-glow-beauty-bar', 'promo-page', /Cashback 15% di Glow Beauty Bar/],
  ['/event', 'event-page', /Event/],
  ['/event/festival-kuliner-nusantara', 'event-page', /Festival Kuliner Nusantara/],
  ['/event/festival-kuliner-nusantara/register', 'event-page', /Daftar Event/],
  ['/business', 'footer-only', /Jadi Partner MyValue/],
  ['/gramedia-troops', 'footer-only', /Gramedia Troops/],
  ['/learn-more', 'none', /Kenali Membership MyValue/],
  ['/referral', 'none', /Program Referral/],
  ['/redirect?error=login_failed', 'none', /Gagal Masuk/],
];

// Server HTML is the same for every screen: desktop only.
test.describe('Routes and layouts (server-rendered)', () => {
  for (const [path, layout, heading] of layouts) {
    test(`${path} is served with the ${layout} layout`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-layout="${layout}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.source}`));
      const hasHeader = html.includes('<header');
      const hasFooter = html.includes('id="footer"');
      expect(hasHeader).toBe(layout !== 'footer-only' && layout !== 'none');
      expect(hasFooter).toBe(layout !== 'none');
    });
  }

  test('a route definition can redirect inside the site and out of it', async ({ request }) => {
    const internal = await request.get('/voucher', { maxRedirects: 0 });
    expect(internal.status()).toBe(302);
    expect(internal.headers().location).toBe('/promo');
    const external = await request.get('/tnc', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pages\/tnc$/);
  });
});

// A phone renders other parts (the header, the app banner): both sizes hydrate.
test.describe('Hydration and code splitting', { tag: AT_PHONE_SIZE_TOO }, () => {
  test('pages hydrate without warnings and without asking for data again', async ({ page }) => {
    const problems = watchConsole(page);
    // Links in view preload their pages' data; without that, any request would be a refetch.
    await withoutLinkPreload(page);
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
    });
    for (const path of ['/', '/promo', '/category/kuliner', '/business', '/learn-more', '/nope']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await hydrated(page);
      // Hydrated: a client-side link works without a full load.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    }
    expect(graphql).toEqual([]);
    expect(
      problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text)),
    ).toEqual([]);
  });

  test('following a link loads the route module on demand, without a page load', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    if (isMobile) {
      await followFooterLink(page, 'Jadi Partner');
    } else {
      await page
        .getByRole('navigation', { name: 'Menu atas' })
        .getByRole('link', { name: 'Jadi Partner' })
        .click();
    }
    await expect(page).toHaveURL('/business');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jadi Partner MyValue' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveTitle('Jadi Partner - MyValue');
  });
});

test.describe('Landmarks', { tag: AT_PHONE_SIZE_TOO }, () => {
  test('header, navigation, main and footer are there', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    if (isMobile) {
      await expect(page.getByRole('link', { name: 'Cari' })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Menu atas' })).toBeVisible();
      await expect(page.getByRole('search')).toHaveCount(1);
    }
  });
});

test.describe('Mobile banner', { tag: AT_PHONE_SIZE_TOO }, () => {
  test('shows on a phone only, closes, and is back after a reload', async ({ page, isMobile }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Aplikasi' });
    if (!isMobile) {
      await expect(banner).toBeHidden();
      return;
    }
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Nikmati lebih banyak fitur di aplikasi MyValue');
    await expect(banner.getByRole('link', { name: 'Buka di Aplikasi' })).toHaveAttribute(
      'href',
      'https://link.myvalue.id/open',
    );
    await banner.getByRole('button', { name: 'Tutup banner aplikasi' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Aplikasi' })).toBeVisible();
  });
});

// The top bar is desktop only.
test.describe('Top bar', () => {
  test('has the site menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu atas' });
    await expect(nav.getByRole('link', { name: 'Tentang' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Jadi Partner' })).toHaveAttribute(
      'href',
      '/business',
    );
    await expect(nav.getByRole('button', { name: 'Kategori Voucher' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Program Referral' })).toHaveAttribute(
      'href',
      '/referral',
    );
    await nav.getByRole('link', { name: 'Pusat Bantuan' }).click();
    await expect(page).toHaveURL(/#footer$/);
    await expect(page.locator('#footer')).toBeInViewport();
  });

  test('Download app shows a QR code drawn locally, the invitation and the store badges', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Download aplikasi' });
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Download aplikasi MyValue' });
    await expect(popover).toBeVisible();
    await expect(popover.getByTestId('app-qr').locator('svg path').first()).toBeAttached();
    await expect(popover).toContainText('voucher');
    await expect(popover).toContainText('keuntungan eksklusif');
    await expect(popover.getByRole('link', { name: 'Dapatkan di Google Play' })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await expect(popover.getByRole('link', { name: 'Unduh di App Store' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    // Popovers sit on the 1000 layer and give focus back to their trigger.
    const zIndex = await popover.evaluate((element) => getComputedStyle(element).zIndex);
    expect(Number(zIndex)).toBeGreaterThanOrEqual(1000);
    expect(Number(zIndex)).toBeLessThan(1100);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('Footer', () => {
  test('has every SPEC section and link', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer#footer');
    const link = (section: string, name: string) =>
      footer.getByRole('region', { name: section }).getByRole('link', { name });
    await expect(link('MyValue', 'Tentang')).toHaveAttribute('href', '/about');
    await expect(link('Bisnis', 'Jadi Partner')).toHaveAttribute('href', '/business');
    await expect(link('Jelajahi', 'Semua Voucher')).toHaveAttribute('href', '/promo');
    await expect(link('Jelajahi', 'Brand Partner')).toHaveAttribute('href', '/merchant');
    await expect(link('Jelajahi', 'Bacaan')).toHaveAttribute('href', '/article');
    await expect(link('Jelajahi', 'Referral')).toHaveAttribute('href', '/referral');
    await expect(link('Bantuan', 'Syarat dan Ketentuan')).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/pages\/tnc$/,
    );
    const whatsapp = link('Layanan Pelanggan', 'Chat WhatsApp');
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    const social: Array<[string, RegExp]> = [
      ['Instagram', /instagram\.com/],
      ['Facebook', /facebook\.com/],
      ['TikTok', /tiktok\.com/],
    ];
    for (const [name, host] of social) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', host);
    }
    await expect(footer.getByRole('img', { name: 'Dapatkan di Google Play' })).toHaveAttribute(
      'src',
      '/badges/google-play.png',
    );
    await expect(footer.getByRole('img', { name: 'Unduh di App Store' })).toHaveAttribute(
      'src',
      '/badges/app-store.png',
    );
    await expect(footer.getByTestId('copyright')).toHaveText(
      `© 2018–${new Date().getFullYear()} MyValue`,
    );
  });
});

test.describe('Privacy and performance', () => {
  test('no request leaves the site when no third-party id is configured', async ({
    page,
    baseURL,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/promo');
    await page.waitForLoadState('networkidle');
    // Images come from the object storage base, which is the local upstream here.
    const allowed = [new URL(baseURL!).host, /^127\.0\.0\.1:\d+$/];
    for (const host of hosts) {
      expect(
        allowed.some((rule) => (typeof rule === 'string' ? rule === host : rule.test(host))),
        `request to ${host}`,
      ).toBe(true);
    }
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
    expect(scripts.filter((src) => /googletagmanager|hotjar|sentry/.test(src))).toEqual([]);
  });
});
