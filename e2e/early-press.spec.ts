import { AT_PHONE_SIZE_ONLY, expect, test, type Locator, type Page } from './support/test';
import { BUDI, registerMember } from './support/sign-in';
import { holdRequests } from './support/site';

/**
 * A slow phone (the CPU slowed 4x) whose page's code has not arrived yet: every script of the
 * site is held until `release`, so a press before it is a press before any code ran. The page
 * is opened at `commit`, and each control is pressed the moment it is visible.
 */
async function openBeforeItsCode(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdRequests(page, /\/assets\/[^?]+\.js(\?|$)/);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * What a press does once the page's code has run. At 4x CPU with the whole first load released
 * at once, two such pages side by side on a two-core machine against a just-started server took
 * 11–13 s to get there, beyond the default 10 s.
 */
const expectOnceLive = expect.configure({ timeout: 40_000 });

/** Presses `control` before the page's code ran: it shows the press at once, and keeps it. */
async function pressBeforeCode(page: Page, control: Locator) {
  await control.click();
  await expect(control).toHaveAttribute('data-early-press', '');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
}

test.describe('A press before the page’s code ran takes effect once it has', () => {
  test.describe('on a phone', { tag: AT_PHONE_SIZE_ONLY }, () => {
    test('the app banner’s close button', async ({ page }) => {
      const release = await openBeforeItsCode(page, '/');
      const banner = page.getByRole('complementary', { name: 'Aplikasi' });
      await pressBeforeCode(page, banner.getByRole('button', { name: 'Tutup banner aplikasi' }));
      release();
      await expectOnceLive(banner).toBeHidden();
    });

    test('a banner’s dot', async ({ page }) => {
      // No autoplay: only the press moves the banners.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const release = await openBeforeItsCode(page, '/');
      const third = page.getByRole('button', { name: 'Tampilkan banner 3', exact: true });
      await pressBeforeCode(page, third);
      release();
      await expectOnceLive(third).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('banner-slide').nth(2)).toBeInViewport({ ratio: 0.9 });
    });

    test('a visitor’s claim goes to sign in and remembers the promo', async ({ page }) => {
      await page.route('**/webapi/auth/login', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>login</title>' }),
      );
      const path = '/promo/cashback-15-di-glow-beauty-bar';
      const release = await openBeforeItsCode(page, path);
      await pressBeforeCode(page, page.getByRole('button', { name: 'Tukar 1.000 Poin' }));
      release();
      await expectOnceLive(page).toHaveURL('/webapi/auth/login');
      // `#klaim`: the claim is asked again on the way back.
      expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe(
        `${path}#klaim`,
      );
    });

    test('a visitor’s sign-in link stores the return path before the code too', async ({
      page,
    }) => {
      await page.route('**/webapi/auth/login', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>login</title>' }),
      );
      await openBeforeItsCode(page, '/promo?sort=newest');
      // A link works on its own: no press is held for it.
      await page.getByRole('link', { name: 'Masuk / Daftar' }).first().click();
      await expect(page).toHaveURL('/webapi/auth/login');
      expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe(
        '/promo?sort=newest',
      );
    });

    test('sharing a promo copies its link where the phone cannot share', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      const release = await openBeforeItsCode(page, '/promo/cashback-15-di-glow-beauty-bar');
      await pressBeforeCode(page, page.getByRole('button', { name: 'Bagikan promo' }));
      release();
      await expectOnceLive(page.getByText('Tautan berhasil disalin')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test('a press reaches the control drawn in its place', async ({ page, context }) => {
      // React may draw a part anew rather than hydrate it (a member's part it renders on the
      // client): the press goes to the control of the same name in the same place.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      const release = await openBeforeItsCode(page, '/promo/cashback-15-di-glow-beauty-bar');
      const share = page.getByRole('button', { name: 'Bagikan promo' });
      await pressBeforeCode(page, share);
      await share.evaluate((pressed) => pressed.replaceWith(pressed.cloneNode(true)));
      release();
      await expectOnceLive(page.getByText('Tautan berhasil disalin')).toBeVisible();
      await expect(share).not.toHaveAttribute('data-early-press');
    });

    test('a member’s bookmark', async ({ page }) => {
      // A member of its own: the bookmark is kept.
      await registerMember(page, { from: '/about' });
      const release = await openBeforeItsCode(page, '/promo/cashback-15-di-glow-beauty-bar');
      await pressBeforeCode(page, page.getByRole('button', { name: 'Simpan promo' }));
      release();
      await expectOnceLive(page.getByRole('button', { name: 'Hapus dari simpanan' })).toBeVisible();
    });

    test.describe('signed in', () => {
      test.use({ signedInAs: BUDI });

      test('the member’s menu', async ({ page }) => {
        const release = await openBeforeItsCode(page, '/promo');
        await pressBeforeCode(page, page.getByRole('button', { name: /^Menu akun / }));
        release();
        await expectOnceLive(page.getByTestId('user-menu')).toBeVisible();
      });

      test('copying the Value ID', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const release = await openBeforeItsCode(page, '/account');
        await pressBeforeCode(page, page.getByRole('button', { name: 'Salin Value ID' }));
        release();
        await expectOnceLive(page.getByText('Value ID berhasil disalin')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MV-0001-2026');
      });

      test('a badge opens its dialog', async ({ page }) => {
        const release = await openBeforeItsCode(page, '/account/badge');
        await pressBeforeCode(
          page,
          page.getByRole('button', { name: /^Sultan Belanja\W+terkunci/ }),
        );
        release();
        await expectOnceLive(page.getByRole('dialog', { name: 'Sultan Belanja' })).toBeVisible();
      });
    });

    test('the notification bell', async ({ page }) => {
      // A member of its own: opening the panel marks it read.
      await registerMember(page, { from: '/about' });
      const release = await openBeforeItsCode(page, '/promo');
      await pressBeforeCode(page, page.getByRole('button', { name: /^Pemberitahuan/ }));
      release();
      await expectOnceLive(page.getByRole('dialog', { name: 'Pemberitahuan' })).toBeVisible();
    });

    test('a member’s claim opens its confirmation', async ({ page }) => {
      // A member of its own: the dialog is cancelled, but a free promo is one they can claim.
      await registerMember(page, { from: '/about' });
      const release = await openBeforeItsCode(page, '/promo/hemat-30-akhir-pekan-di-hotel-pelangi');
      const claim = page.getByRole('main').getByRole('button', { name: /Klaim/ });
      await pressBeforeCode(page, claim.first());
      release();
      const dialog = page.getByRole('dialog');
      await expectOnceLive(dialog).toContainText('Klaim voucher ini?');
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  // The top bar and the search box are on a desktop.
  test('Ctrl+K takes the focus to the search box', async ({ page }) => {
    const release = await openBeforeItsCode(page, '/promo');
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Control+K');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __earlyEvents: { presses: unknown[] } }).__earlyEvents.presses,
      ),
    ).toHaveLength(1);
    release();
    await expectOnceLive(search).toBeFocused();
  });

  test('the top bar’s popovers', async ({ page }) => {
    const release = await openBeforeItsCode(page, '/');
    await pressBeforeCode(page, page.getByRole('button', { name: 'Kategori Voucher' }));
    release();
    await expectOnceLive(page.getByRole('dialog', { name: 'Kategori Voucher' })).toBeVisible();
  });
});
