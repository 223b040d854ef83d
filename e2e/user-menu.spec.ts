import { AT_PHONE_SIZE_TOO, expect, test } from './support/test';
import { BUDI, signInOverHttp } from './support/sign-in';
import { hydrated } from './support/site';

// A phone shows the menu in its own layout: both sizes.
test.describe('User menu of a member', { tag: AT_PHONE_SIZE_TOO }, () => {
  test.describe('signed in', () => {
    test.use({ signedInAs: BUDI });
    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();
      await hydrated(page);
    });

    test('shows the member, the Value ID and the tiles', async ({ page }) => {
      const trigger = page.getByRole('button', { name: /^Menu akun / });
      await trigger.click();
      const menu = page.getByTestId('user-menu');
      await expect(menu).toBeVisible();
      await expect(
        menu.getByRole('heading').or(menu.locator('h2, [id$="title"]')).first(),
      ).toHaveText(/Budi/);
      await expect(menu.getByText('budi@contoh.id')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Lihat Profil' })).toHaveAttribute(
        'href',
        '/account/setting',
      );
      await expect(menu.getByText(/^Value ID: \S+/)).toBeVisible();

      const tier = menu.getByRole('link', { name: /MyValue Tier/ });
      await expect(tier).toHaveAttribute('href', /\/sso\/tnc_tiers$/);
      await expect(tier).toHaveAttribute('target', '_blank');
      await expect(tier).toHaveAttribute('rel', /noopener/);
      await expect(menu.getByRole('link', { name: /Poin Saya/ })).toHaveAttribute(
        'href',
        '/account/poin',
      );
      await expect(menu.getByRole('link', { name: /Koleksi Badge/ })).toHaveAttribute(
        'href',
        '/account/badge',
      );
      await expect(menu.getByRole('link', { name: /Voucher Saya/ })).toHaveAttribute(
        'href',
        '/account/voucher',
      );
      const card = menu.getByRole('link', { name: /Membership/ });
      await expect(card).toHaveAttribute('href', /\/sso\/account\/card$/);
      await expect(card).toHaveAttribute('target', '_blank');
      await expect(menu.getByRole('link', { name: /Kode Referral/ })).toHaveAttribute(
        'href',
        '/account/referral',
      );
      // Points in Indonesian formatting, whole numbers.
      await expect(menu.getByTestId('tile-point')).toContainText(/\d{1,3}(\.\d{3})*$/);

      // Escape closes it and gives focus back to the avatar button.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('a tile leads into the account area, which a member may enter', async ({ page }) => {
      await page.getByRole('button', { name: /^Menu akun / }).click();
      await page
        .getByTestId('user-menu')
        .getByRole('link', { name: /Poin Saya/ })
        .click();
      await expect(page).toHaveURL('/account/poin');
      await expect(page.getByRole('heading', { level: 1, name: 'Poin Saya' })).toBeVisible();
      await expect(page.getByTestId('user-menu')).toBeHidden();
      await expect(page.locator('[data-layout="account-page"]')).toBeVisible();
    });

    test("a press before the menu's code arrived shows it was taken, then opens the menu", async ({
      page,
    }) => {
      // The menu's module is held until the member has pressed the avatar.
      let deliver = () => {};
      const held = new Promise<void>((resolve) => (deliver = resolve));
      let chunk = '';
      await page.route(/\/assets\/member-menu-live-[^/]+\.js$/, async (route) => {
        chunk = route.request().url();
        await held;
        await route.fallback();
      });
      await page.goto('/promo');
      await hydrated(page);
      const trigger = page.getByRole('button', { name: /^Menu akun / });
      await trigger.click();
      await expect(trigger).toHaveAttribute('data-early-press', '');
      await expect.poll(() => chunk).not.toBe('');
      deliver();
      await expect(page.getByTestId('user-menu')).toBeVisible();
    });

    test('Logout asks first; Batal keeps the session', async ({ page }) => {
      await page.getByRole('button', { name: /^Menu akun / }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Keluar dari akun?' });
      await expect(dialog).toBeVisible();
      // Layers: the dialog on 1100, its backdrop on 1000 (SPEC 9).
      const layers = await dialog.evaluate((element) => ({
        dialog: getComputedStyle(element).zIndex,
        backdrop: getComputedStyle(element.previousElementSibling as Element).zIndex,
      }));
      expect(Number(layers.dialog)).toBeGreaterThanOrEqual(1100);
      expect(Number(layers.backdrop)).toBeGreaterThanOrEqual(1000);
      expect(Number(layers.backdrop)).toBeLessThan(1100);
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();
    });
  });

  test('confirming logs out, empties the cache and goes home', async ({ page }) => {
    // A session of its own: it ends it.
    await signInOverHttp(page, { from: '/promo' });
    await page.getByRole('button', { name: /^Menu akun / }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Keluar dari akun?' });
    const logout = page.waitForRequest(
      (request) =>
        request.method() === 'DELETE' && request.url().endsWith('/webapi/session/logout'),
    );
    await dialog.getByRole('button', { name: 'Ya, Keluar' }).click();
    await logout;
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Masuk / Daftar' })).toBeVisible();
    // A toast confirms it, in the top-right toast area.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Kamu sudah keluar' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-y-position', 'top');
    await expect(toast).toHaveAttribute('data-x-position', 'right');
    // Alt+T moves focus to the notifications.
    await page.keyboard.press('Alt+t');
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
    // The session is gone on the server too.
    const response = await page.request.get('/account', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
  });
});
