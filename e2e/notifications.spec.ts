import { AT_PHONE_SIZE_TOO, expect, test, type Page } from './support/test';
import { BUDI, registerMember } from './support/sign-in';
import { hydrated } from './support/site';

/** The seeded free promo a fresh member claims. */
const FREE_PROMO = '/promo/hemat-30-akhir-pekan-di-hotel-pelangi';

const bell = (page: Page) => page.getByRole('button', { name: /^Pemberitahuan/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Pemberitahuan' });

// The header's bell and its panel (issue 32); both sizes: the phone's header is narrower.
test.describe('The notification bell', { tag: AT_PHONE_SIZE_TOO }, () => {
  test('is not there for a visitor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Masuk / Daftar' }).first()).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  });

  test.describe('signed in as Budi', () => {
    test.use({ signedInAs: BUDI });

    test('opens by pointer; each item leads where to act', async ({ page }) => {
      await page.goto('/promo');
      await hydrated(page);
      await bell(page).click();
      const list = panel(page);
      await expect(list).toBeVisible();
      await expect(
        list
          .getByRole('heading', { name: 'Pemberitahuan' })
          .or(list.getByText('Pemberitahuan', { exact: true }))
          .first(),
      ).toBeVisible();
      await expect(list.getByRole('link', { name: /poin hangus/ }).first()).toHaveAttribute(
        'href',
        '/account/poin',
      );
      const voucher = list.getByRole('link', { name: /^(Baru: )?Voucher berakhir dalam \d hari/ });
      await expect(voucher).toHaveAttribute('href', '/account/voucher?kode=MVB-AKTIF-01');
      await expect(list.getByRole('link', { name: /Voucher berhasil diklaim/ })).toHaveCount(3);
      // Opened, everything listed is read: no count, on this page or the next.
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
      await voucher.click();
      await expect(page).toHaveURL('/account/voucher?kode=MVB-AKTIF-01');
      await expect(list).toBeHidden();
      await expect(page.getByTestId('voucher-dialog')).toBeVisible();
      await page.reload();
      await expect(bell(page)).toBeVisible();
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
    });
  });

  test('a fresh member: empty, then a claim counts until the panel is opened', async ({ page }) => {
    await registerMember(page, { from: FREE_PROMO });
    await hydrated(page);
    await expect(bell(page)).toHaveAccessibleName('Pemberitahuan');
    await bell(page).click();
    await expect(panel(page).getByText('Belum ada pemberitahuan')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Klaim Voucher' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Klaim' }).click();
    await expect(page.getByText('Voucher berhasil diklaim').first()).toBeVisible();
    // The claim's answer brings the bell's new count: no reload, no other request.
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleName('Pemberitahuan 1 belum dibaca');
    await page.reload();
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    await hydrated(page);
    await bell(page).click();
    const item = panel(page).getByRole('link', { name: /^Baru: Voucher berhasil diklaim/ });
    await expect(item).toHaveAttribute('href', /^\/account\/voucher\?kode=/);
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  });
});
