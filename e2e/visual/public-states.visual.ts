import { queryGraphQL } from '../support/content';
import { SITI, signInOverHttp } from '../support/sign-in';
import { hydrated } from '../support/site';
import { expect, test, type Locator, type Page } from '../support/test';
import { settle, still } from './settle';

// The opened states of the public pages that the page shots (pages.visual.ts) do not reach:
// popovers, the claim dialog, forms with their errors and outcomes, filtered and empty lists,
// and the landing pages as a member. Run with the page shots (`npm run screenshots`).

/** Seeded events (upstream/src/db/seed/content-data.ts): one full, one paid, open ones. */
const FULL = 'konser-akustik-senja';
const PAID = 'workshop-fotografi-ponsel';
const OPEN = 'bazar-buku-murah';
/** One server serves both sizes: each registers Budi for its own event. */
const TO_REGISTER: Record<string, string> = {
  'phone-390': 'talkshow-literasi-keuangan',
  'desktop-1366': 'festival-kuliner-nusantara',
};
const REFERRAL_CODE = 'BUDI2026';

async function shot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; mask?: Locator[] } = {},
) {
  await settle(page);
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, {
    fullPage: options.fullPage ?? true,
    mask: options.mask,
    // A long page takes a while to draw twice on a busy machine.
    timeout: 30_000,
  });
}

test('visitor states', async ({ page, isMobile }) => {
  test.setTimeout(240_000);

  // The category popover (its trigger is in the top bar, desktop only) and the download popover.
  if (!isMobile) {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Kategori Voucher' }).click();
    const categories = page.getByRole('dialog', { name: 'Kategori Voucher' });
    await still(categories);
    await shot(page, 'state-category-popover', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(categories).toBeHidden();

    await page.getByRole('button', { name: 'Download aplikasi' }).click();
    const download = page.getByRole('dialog', { name: /^Download aplikasi / });
    await still(download);
    await expect(download.getByTestId('app-qr').locator('svg')).toBeVisible();
    await shot(page, 'state-download-popover', { fullPage: false });
    await page.keyboard.press('Escape');
  }

  // The event register page for a visitor: sign in first, a full event, a past event.
  await page.goto(`/event/${PAID}/register`);
  await shot(page, 'state-event-register-visitor');
  await page.goto(`/event/${FULL}/register`);
  await shot(page, 'state-event-register-full');
  const past = await queryGraphQL<{ events: { items: Array<{ slug: string }> } }>(
    page.request,
    '{ events(when: PAST, pageSize: 1) { items { slug } } }',
  );
  await page.goto(`/event/${past.events.items[0]!.slug}/register`);
  await shot(page, 'state-event-register-ended');
  await page.goto('/event?when=past');
  await shot(page, 'state-event-list-past');

  // The business form with its errors, then sent.
  await page.goto('/business');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByLabel('Nomor HP').fill('12345');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByLabel('Nama perusahaan')).toBeFocused();
  await shot(page, 'state-business-errors');
  await page.getByLabel('Nama perusahaan').fill('PT Kopi Nusantara');
  await page.getByLabel('Nama kontak').fill('Rina Kusuma');
  await page.getByLabel('Email').fill('rina@kopinusantara.co.id');
  await page.getByLabel('Nomor HP').fill('0812-3456-7890');
  await page.getByLabel('Pesan').fill('Kami ingin menawarkan promo kopi untuk member di Jakarta.');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByTestId('partner-success')).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'state-business-sent');

  // Search: nothing typed, nothing found, one group with more results than shown.
  await page.goto('/search');
  await shot(page, 'state-search-empty-query');
  await page.goto('/search?q=qwertyzxcvb');
  await shot(page, 'state-search-no-results');
  await page.goto('/search?q=poin');
  await page
    .getByRole('link', { name: /^Lihat semua / })
    .first()
    .click();
  await expect(page).toHaveURL(/type=/);
  await shot(page, 'state-search-one-group');

  // The merchants' letter jumps: a jump scrolls the list, the bar sticks to the top.
  await page.goto('/merchant');
  await settle(page);
  const jumps = page.getByRole('navigation', { name: 'Lompat ke huruf' });
  await jumps.getByRole('link').nth(3).click();
  await page.waitForFunction(() => location.hash.startsWith('#huruf-'));
  await shot(page, 'state-merchant-letter-jump', { fullPage: false });
  await page.goto('/merchant?category=kuliner');
  await shot(page, 'state-merchant-list-category');

  // Articles filtered by category and by tag.
  await page.goto('/article?category=kuliner');
  await shot(page, 'state-article-list-category');
  const tagged = await queryGraphQL<{ articles: { items: Array<{ tags: string[] }> } }>(
    page.request,
    '{ articles(pageSize: 20) { items { tags } } }',
  );
  const tag = tagged.articles.items.find((item) => item.tags.length > 0)!.tags[0]!;
  await page.goto(`/article?tag=${encodeURIComponent(tag)}`);
  await shot(page, 'state-article-list-tag');

  // The referral landing with a valid and an invalid code.
  await page.goto(`/referral?code=${REFERRAL_CODE}`);
  await shot(page, 'state-referral-valid');
  await page.goto('/referral?code=NGAWUR');
  await shot(page, 'state-referral-invalid');

  // The FAQ of Gramedia Troops, one answer open.
  await page.goto('/gramedia-troops');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apakah ada biayanya?' }).click();
  await expect(page.getByText('sepenuhnya gratis')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await shot(page, 'state-gramedia-faq-open');

  // A failed sign-in's return.
  await page.goto('/redirect?error=access_denied');
  await shot(page, 'state-redirect-error');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in return while it works', async ({ page }) => {
    await page.goto('/redirect');
    await expect(page.getByRole('heading', { name: 'Sedang memproses masuk…' })).toBeVisible();
    await shot(page, 'state-redirect-working');
  });
});

test('member states', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const toRegister = TO_REGISTER[testInfo.project.name]!;
  await signInOverHttp(page);

  // The landing pages' invitation becomes a link to the member's points or referral code.
  for (const path of ['/about', '/learn-more', '/referral', `/referral?code=${REFERRAL_CODE}`]) {
    await page.goto(path);
    await shot(page, `state-member-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
  }

  // The claim confirmation on a promo the member can afford.
  const promos = await queryGraphQL<{
    viewer: { point: number };
    promos: { items: Array<{ id: string; slug: string; price: number; status: string }> };
  }>(page.request, '{ viewer { point } promos(pageSize: 100) { items { id slug price status } } }');
  const promo = promos.promos.items.find(
    (item) => item.status === 'ACTIVE' && item.price > 0 && item.price <= promos.viewer.point,
  )!;
  await page.goto(`/promo/${promo.slug}`);
  await hydrated(page);
  await page.getByTestId('claim-button').click();
  const dialog = page.getByRole('dialog');
  // Its backdrop, the element before it.
  await still(dialog.locator('xpath=preceding-sibling::div[1]'));
  await still(dialog);
  await shot(page, 'state-claim-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  // The registration form: its errors, then the ticket; then "already registered".
  await page.goto(`/event/${toRegister}/register`);
  await shot(page, 'state-event-register-form');
  await page.getByLabel('Nama').fill('');
  await page.getByLabel('Nomor HP').fill('0812-abc');
  await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(page.getByLabel('Nama')).toBeFocused();
  await shot(page, 'state-event-register-errors');
  await page.getByLabel('Nama').fill('Budi Santoso');
  await page.getByLabel('Nomor HP').fill('0812 3456 7890');
  await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil' })).toBeFocused();
  await expect(page.getByTestId('ticket-code')).toBeVisible();
  await shot(page, 'state-event-register-success', {
    // The ticket's code and QR are new each time.
    mask: [
      page.getByTestId('ticket-code'),
      page.getByTestId('registration-success').locator('svg'),
    ],
  });
  await page.goto(`/event/${toRegister}/register`);
  await shot(page, 'state-event-register-already');
  await page.goto(`/event/${FULL}/register`);
  await shot(page, 'state-event-register-member-full');
  await page.goto(`/event/${OPEN}/register`);
  await shot(page, 'state-event-register-form-free');
});

test('a member short of points', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOverHttp(page, {
    email: SITI.email,
    password: SITI.password,
    from: `/event/${PAID}/register`,
  });
  await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toBeDisabled();
  await shot(page, 'state-event-register-short');
});
