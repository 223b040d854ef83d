import { expect, test } from './support/test';
import { keyboardOf, MAX_TABS } from './support/keyboard';
import { BUDI, registerMember, registerMemberWithAClaim, signOnOverHttp } from './support/sign-in';

// Journeys with the keyboard alone (issue 29, WCAG 2.1.1, 2.4.3, 2.4.7): Tab, Shift+Tab, Enter,
// Space and Escape, no mouse. Every control focused on the way shows where focus is, dialogs
// keep focus inside and give it back. Desktop: the phone has no keyboard to speak of.

/** The seeded free promo a fresh member may claim (the claim is cancelled, never made). */
const FREE_PROMO = '/promo/hemat-30-akhir-pekan-di-hotel-pelangi';
/** A free event with seats, which no other spec's member registers for in this test. */
const OPEN_EVENT = 'bazar-buku-murah';

test('find a promo by search', async ({ page }) => {
  const keyboard = keyboardOf(page);
  await page.goto('/');
  await keyboard.press('Control+k');
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await expect(box).toBeFocused();
  await page.keyboard.type('kopi');
  await keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=kopi');
  const results = page.getByRole('main').locator('a[href^="/promo/"]');
  await expect(results.first()).toBeVisible();

  await keyboard.tabTo(results);
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  keyboard.expectFocusShown();
});

test('sign in, claim a free promo, and show its QR in the wallet', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A member of its own, registered in a cookie jar of its own: this browser signs in itself.
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `uji-papan-${unique}@contoh.id`;
  const http = await playwright.request.newContext({ baseURL });
  await signOnOverHttp(http, {
    action: 'register',
    first_name: 'Uji',
    last_name: 'Papan',
    email,
    phone: `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Rahasia123',
  });
  await http.dispose();

  const keyboard = keyboardOf(page);
  await page.goto(FREE_PROMO);
  await keyboard.tabTo(page.getByRole('link', { name: 'Masuk / Daftar' }));
  // Leaves for the sign-on host: nothing of this page keeps the focus to look at.
  await page.keyboard.press('Enter');
  // The sign-on host's own form (not the site's: its focus style is not checked here).
  const identifier = page.getByLabel('Email atau nomor HP');
  await expect(identifier).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await identifier.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rahasia123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(FREE_PROMO, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();

  await keyboard.tabTo(page.getByRole('button', { name: 'Klaim Voucher' }));
  await keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Ya, Klaim' });
  await expect(confirm).toBeVisible();
  await keyboard.tabTo(confirm);
  await keyboard.press('Enter');
  await expect(page.getByText('Voucher berhasil diklaim')).toBeVisible();
  // The toasts' region takes the focus with Alt+T (and shows it); its link leads to the wallet.
  // A toast itself is not checked for an outline: sonner rings it with a box shadow.
  await keyboard.press('Alt+T');
  const toLink = page.getByRole('link', { name: 'Lihat di Voucher Saya' });
  for (let presses = 0; presses < 5; presses += 1) {
    if ((await toLink.and(page.locator(':focus')).count()) > 0) break;
    await page.keyboard.press('Tab');
  }
  await expect(toLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account/voucher');

  await keyboard.tabTo(page.getByTestId('voucher-card').first());
  await keyboard.press('Enter');
  await expect(
    page.getByTestId('voucher-dialog').getByRole('img', { name: /^Kode QR voucher / }),
  ).toBeVisible();
  keyboard.expectFocusShown();
});

test("a promo's claim confirmation: Escape cancels it and focus returns to Klaim", async ({
  page,
}) => {
  const keyboard = keyboardOf(page);
  await registerMember(page, { from: FREE_PROMO });
  const dialog = page.getByRole('dialog');
  await keyboard.expectDialogRoundTrip({
    opener: page.getByRole('button', { name: 'Klaim Voucher' }),
    dialog,
    shows: dialog.getByRole('button', { name: 'Ya, Klaim' }),
  });
  await expect(page.getByRole('button', { name: 'Klaim Voucher' })).toBeEnabled();
  keyboard.expectFocusShown();
});

test('the notification bell opens its panel with Enter; Escape gives focus back', async ({
  page,
}) => {
  const keyboard = keyboardOf(page);
  // A member of its own: opening the panel marks it read.
  await registerMemberWithAClaim(page);
  // The claim's toast is dismissed first: focus is back on the claim button, and Tab from there
  // would pass the toast, whose list (sonner's) sends focus back to where it came from.
  await page.getByRole('button', { name: 'Close toast' }).click();
  const panel = page.getByRole('dialog', { name: 'Pemberitahuan' });
  await keyboard.expectDialogRoundTrip({
    opener: page.getByRole('button', { name: /^Pemberitahuan/ }),
    dialog: panel,
    shows: panel.getByTestId('notification-item').first(),
    // A popover: Tab reaches its links, as the category popover's (no focus trap asked).
    // Opening focuses the panel or, as it may settle a moment later, its first link: a new
    // member's only one.
    inside: async () => {
      const last = panel.getByTestId('notification-item').last();
      if (await last.evaluate((element) => element === document.activeElement)) return;
      await keyboard.tabTo(last);
    },
  });
  keyboard.expectFocusShown();
});

test.describe('in the wallet', () => {
  test.use({ signedInAs: BUDI });

  test('a voucher opens with its QR; Escape closes it and focus returns to the card', async ({
    page,
  }) => {
    const keyboard = keyboardOf(page);
    await page.goto('/account/voucher');
    const dialog = page.getByTestId('voucher-dialog');
    await keyboard.expectDialogRoundTrip({
      opener: page.getByTestId('voucher-card').first(),
      dialog,
      shows: dialog.getByRole('img', { name: /^Kode QR voucher / }),
    });
    keyboard.expectFocusShown();
  });
});

test('the category popover closes with Escape and gives focus back', async ({ page }) => {
  const keyboard = keyboardOf(page);
  await page.goto('/');
  const popover = page.getByRole('dialog', { name: 'Kategori Voucher' });
  await keyboard.expectDialogRoundTrip({
    opener: page.getByRole('button', { name: 'Kategori Voucher' }),
    dialog: popover,
    // Opened by the live popover, focus moves to its first link; opened on the arrival of its
    // code (Enter on the stand-in), it stays on the button: either way a Tab is inside.
    inside: () => keyboard.tabTo(popover.getByRole('link').nth(1)),
  });
  keyboard.expectFocusShown();
});

test.describe('as a member', () => {
  test.use({ signedInAs: BUDI });

  test('the user menu and its logout confirmation give focus back', async ({ page }) => {
    const keyboard = keyboardOf(page);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^Menu akun / });
    await keyboard.tabTo(trigger);
    await keyboard.press('Enter');
    const menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await keyboard.expectDialogRoundTrip({
      opener: menu.getByRole('button', { name: 'Logout' }),
      dialog: page.getByRole('alertdialog', { name: 'Keluar dari akun?' }),
      // The menu closes as the confirmation opens: focus goes back to the menu's button.
      returnsTo: trigger,
    });
    keyboard.expectFocusShown();
  });

  test('a badge opens and Escape gives focus back to it', async ({ page }) => {
    const keyboard = keyboardOf(page);
    await page.goto('/account/badge');
    await keyboard.expectDialogRoundTrip({
      opener: page.getByRole('button', { name: /sudah didapat/ }).first(),
      dialog: page.getByRole('dialog'),
    });
    keyboard.expectFocusShown();
  });
});

test('register for an event: a missing name is announced beside the field', async ({ page }) => {
  const keyboard = keyboardOf(page);
  await registerMember(page, { from: `/event/${OPEN_EVENT}/register` });
  const name = page.getByLabel('Nama');
  await keyboard.tabTo(name);
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Delete');
  await keyboard.tabTo(page.getByRole('button', { name: 'Daftar Sekarang' }));
  await keyboard.press('Enter');

  // The message is the field's description, and focus goes to the field to fix.
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /\S/);
  await expect(name).toHaveAccessibleDescription('Nama wajib diisi');
  await expect(name).toBeFocused();
  keyboard.expectFocusShown();
});

test('change the name in settings and see it confirmed', async ({ page }) => {
  const keyboard = keyboardOf(page);
  await registerMember(page, { from: '/account/setting' });
  const section = page.getByRole('region', { name: 'Nama', exact: true });
  const save = section.getByRole('button', { name: 'Simpan', exact: true });
  await expect(save).toBeEnabled();

  const first = page.getByLabel('Nama depan');
  await keyboard.tabTo(first);
  await keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Rina');
  await keyboard.tabTo(save);
  await keyboard.press('Space');

  // Confirmed in a live region (the toasts'), which a screen reader reads out.
  await expect(
    page.locator('[aria-live]').getByText('Profil berhasil disimpan', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu akun Rina / })).toBeVisible();
  keyboard.expectFocusShown();
});
