import { SITI, signInOverHttp } from '../support/sign-in';
import { expect, test, type Page } from '../support/test';
import { settle, still } from './settle';

// The opened states of the account area, which the page shots (pages.visual.ts) do not reach:
// dialogs, the member menu, forms showing their errors, hovered cards and the empty member's
// pages. Same use as pages.visual.ts: `npm run screenshots -- --update-snapshots` on the build
// before a change that should not change the looks, `npm run screenshots` after. Nothing here
// changes a member: every form is stopped by its own check, by the server refusing it, or by a
// request that never leaves the browser.

const section = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });

test.describe('a member with everything (budi)', () => {
  test.beforeEach(async ({ page }) => {
    await signInOverHttp(page);
  });

  test('badge dialog, obtained and locked', async ({ page }) => {
    await page.goto('/account/badge');
    await settle(page);
    for (const [name, shot] of [
      [/^Pembeli Pertama\W+sudah didapat/, 'badge-dialog-obtained'],
      [/^Sultan Belanja\W+terkunci/, 'badge-dialog-locked'],
    ] as const) {
      await page.getByRole('button', { name }).click();
      const dialog = page.getByTestId('badge-dialog');
      await still(dialog);
      await settle(page);
      await expect.soft(page, shot).toHaveScreenshot(`${shot}.png`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('badge tile hovered', async ({ page }) => {
    await page.goto('/account/badge');
    await settle(page);
    const tile = page.getByRole('button', { name: /^Pembeli Pertama\W+sudah didapat/ });
    await tile.hover();
    await expect.soft(tile).toHaveScreenshot('badge-tile-hover.png');
  });

  test('voucher dialog: active with its QR, used, not found', async ({ page }) => {
    for (const [code, shot] of [
      ['MVB-AKTIF-01', 'voucher-dialog-active'],
      ['MVB-AKTIF-02', 'voucher-dialog-active-2'],
      ['MVB-PAKAI-01', 'voucher-dialog-used'],
      ['MVB-HANGUS-01', 'voucher-dialog-expired'],
      ['TIDAK-ADA', 'voucher-dialog-missing'],
    ] as const) {
      await page.goto(`/account/voucher?kode=${code}`);
      const dialog = page.getByTestId('voucher-dialog');
      await still(dialog);
      if (shot.startsWith('voucher-dialog-active')) {
        await expect(dialog.getByTestId('voucher-qr').locator('svg')).toBeVisible();
      }
      await settle(page);
      await expect.soft(page, shot).toHaveScreenshot(`${shot}.png`);
      // The whole dialog, scrolled or not, as one picture.
      await expect.soft(dialog, shot).toHaveScreenshot(`${shot}-content.png`);
    }
  });

  test('voucher card hovered, history filtered', async ({ page }) => {
    await page.goto('/account/voucher');
    await settle(page);
    const card = page.getByTestId('voucher-card').first();
    await card.hover();
    await expect.soft(card).toHaveScreenshot('voucher-card-hover.png');
    for (const status of ['terpakai', 'kedaluwarsa']) {
      await page.goto(`/account/voucher/history?status=${status}`);
      await settle(page);
      await expect.soft(page).toHaveScreenshot(`voucher-history-${status}.png`, { fullPage: true });
    }
  });

  test('wallet tabs: a tab focused and one hovered', async ({ page }) => {
    await page.goto('/account/voucher/bookmark');
    await settle(page);
    const tabs = page.getByRole('navigation', { name: 'Voucher saya' });
    await tabs.getByRole('link', { name: 'Riwayat' }).focus();
    await tabs.getByRole('link', { name: 'Aktif' }).hover();
    await expect.soft(tabs).toHaveScreenshot('wallet-tabs-focus-hover.png');
    const row = page.getByTestId('bookmark-row').first();
    await row.getByRole('button', { name: /^Hapus / }).hover();
    await expect.soft(row).toHaveScreenshot('bookmark-row-hover.png');
  });

  test('account home: a tile hovered', async ({ page }) => {
    await page.goto('/account');
    await settle(page);
    const tiles = page.getByTestId('account-tiles');
    await tiles.getByRole('link', { name: /Voucher Saya/ }).hover();
    await expect.soft(tiles).toHaveScreenshot('account-tiles-hover.png');
  });

  test('member menu and the logout dialog', async ({ page }) => {
    await page.goto('/account');
    await settle(page);
    await page.getByRole('button', { name: /^Menu akun / }).click();
    const menu = page.getByTestId('user-menu');
    await still(menu);
    await settle(page);
    await expect.soft(page, 'member menu').toHaveScreenshot('member-menu.png');
    await menu.getByRole('link', { name: /Poin Saya/ }).hover();
    await expect
      .soft(menu, 'member menu, a tile hovered')
      .toHaveScreenshot('member-menu-hover.png');
    await menu.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Keluar dari akun?' });
    await still(dialog);
    await expect.soft(page, 'logout dialog').toHaveScreenshot('logout-dialog.png');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
  });

  test('referral check: each answer and a malformed code', async ({ page }) => {
    await page.goto('/account/referral');
    await settle(page);
    const form = page.getByRole('form', { name: 'Cek kode referral teman' });
    const input = form.getByLabel('Kode referral teman');
    const check = form.getByRole('button', { name: 'Cek Kode' });
    const answer = form.getByTestId('referral-check-answer');
    for (const [code, shot] of [
      ['siti2026', 'referral-check-valid'],
      ['BUDI2026', 'referral-check-own'],
      ['ZZZZ9999', 'referral-check-not-found'],
    ] as const) {
      await input.fill(code);
      await check.click();
      await expect(answer).toBeVisible();
      await input.blur();
      await expect.soft(form, shot).toHaveScreenshot(`${shot}.png`);
    }
    await input.fill('ab!');
    await check.click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect.soft(form, 'malformed').toHaveScreenshot('referral-check-malformed.png');
  });

  test('settings: every form with its errors', async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto('/account/setting');
    await expect(
      section(page, 'Nama').getByRole('button', { name: 'Simpan', exact: true }),
    ).toBeEnabled();
    await settle(page);

    // Photo: a file that is not a picture is refused before any upload.
    const photo = section(page, 'Foto profil');
    await photo.getByLabel('Foto profil', { exact: true }).setInputFiles({
      name: 'catatan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bukan foto'),
    });
    await expect(photo.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect.soft(photo).toHaveScreenshot('settings-photo-error.png');

    // Name: both empty, then a save that never reaches the server (the form's own alert).
    const name = section(page, 'Nama');
    await name.getByLabel('Nama depan').fill('');
    await name.getByLabel('Nama belakang').fill('');
    await name.getByRole('button', { name: 'Simpan' }).click();
    await expect(name.getByLabel('Nama depan')).toHaveAttribute('aria-invalid', 'true');
    await expect.soft(name).toHaveScreenshot('settings-name-error.png');
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('UpdateName') ? route.abort() : route.fallback(),
    );
    await name.getByLabel('Nama depan').fill('Budi');
    await name.getByLabel('Nama belakang').fill('Santoso');
    await name.getByRole('button', { name: 'Simpan' }).click();
    await expect(name.getByRole('alert')).toBeVisible();
    await name.getByLabel('Nama belakang').blur();
    await expect.soft(name).toHaveScreenshot('settings-name-alert.png');

    // Address: no province chooses nothing below it.
    const address = section(page, 'Alamat');
    await address.getByLabel('Provinsi').selectOption('');
    await address.getByRole('button', { name: 'Simpan' }).click();
    await expect(address.getByLabel('Provinsi')).toHaveAttribute('aria-invalid', 'true');
    await expect.soft(address).toHaveScreenshot('settings-address-error.png');

    // Phone: not a number.
    const phone = section(page, 'Nomor HP');
    await phone.getByLabel('Nomor HP baru').fill('12ab');
    await phone.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(phone.getByLabel('Nomor HP baru')).toHaveAttribute('aria-invalid', 'true');
    await expect.soft(phone).toHaveScreenshot('settings-phone-error.png');

    // Password: empty, then a new one that meets some rules.
    const password = section(page, 'Kata sandi');
    await password.getByRole('button', { name: 'Simpan' }).click();
    await expect(password.getByLabel('Kata sandi saat ini')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await password.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('abc1');
    await password.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).blur();
    await expect.soft(password).toHaveScreenshot('settings-password-error.png');

    // Email: malformed, then the code step with a wrong code (the address is a new one, never
    // confirmed: Budi keeps his).
    const email = section(page, 'Email');
    await email.getByLabel('Email baru').fill('budi@contoh');
    await email.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(email.getByLabel('Email baru')).toHaveAttribute('aria-invalid', 'true');
    await expect.soft(email).toHaveScreenshot('settings-email-error.png');
    // One address a project (the server is fresh each run): the shot shows it.
    await email.getByLabel('Email baru').fill(`budi-${testInfo.project.name}@contoh.id`);
    await email.getByRole('button', { name: 'Kirim kode' }).click();
    const otp = email.getByLabel('Kode OTP');
    await expect(otp).toBeVisible();
    await otp.fill('000001');
    await email.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    // The resend countdown run out, so the shot does not depend on the second it is taken.
    await page.clock.pauseAt(Date.now() + 61_000);
    await page.clock.runFor(500);
    await expect(email.getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
    await otp.blur();
    await expect.soft(email).toHaveScreenshot('settings-email-code.png');
  });
});

test.describe('a member with nothing yet (siti)', () => {
  test.beforeEach(async ({ page }) => {
    await signInOverHttp(page, { email: SITI.email });
  });

  test('the account pages, empty', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [
      '/account',
      '/account/voucher',
      '/account/voucher/bookmark',
      '/account/voucher/history',
      '/account/badge',
      '/account/referral',
    ]) {
      await page.goto(path);
      await settle(page);
      const shot = `siti-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`;
      await expect.soft(page, path).toHaveScreenshot(shot, { fullPage: true });
    }
  });
});
