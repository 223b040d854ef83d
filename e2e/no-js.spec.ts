import { queryGraphQL } from './support/content';
import { BUDI } from './support/sign-in';
import { AT_PHONE_SIZE_ONLY, expect, test, type Page } from './support/test';

// Issue 28: every link, filter, tab, paging and search is a real link or GET form, so with
// JavaScript off each works the same: one of each kind is pressed here and the server's page
// for the new URL checked. With JavaScript the same controls are the specs of their pages.
test.use({ javaScriptEnabled: false });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const cardHrefs = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));

test('the header search box searches on Enter', async ({ page }) => {
  await page.goto('/promo');
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill('kopi susu');
  await box.press('Enter');
  // A GET form: the browser encodes the space as "+".
  await expect(page).toHaveURL('/search?q=kopi+susu');
  await expect(h1(page)).toHaveText('Hasil pencarian “kopi susu”');
  await expect(box).toHaveValue('kopi susu');
});

test(
  'the phone search link and the search page field',
  { tag: AT_PHONE_SIZE_ONLY },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Cari' }).click();
    await expect(page).toHaveURL('/search');
    const field = page.getByRole('searchbox', { name: 'Kata kunci' });
    await field.fill('kopi');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=kopi');
    await expect(h1(page)).toHaveText('Hasil pencarian “kopi”');
  },
);

test('a category chip, the merchant form and sort filter the list', async ({ page }) => {
  await page.goto('/promo');
  await page
    .getByRole('navigation', { name: 'Kategori promo' })
    .getByRole('link', { name: 'Kuliner' })
    .click();
  await expect(page).toHaveURL('/promo?category=kuliner');
  await expect(h1(page)).toHaveText('Voucher Kuliner');

  // The select applies with its button, which only the page without JavaScript shows.
  await page.getByLabel('Merchant').selectOption('kopi-senja');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL('/promo?category=kuliner&merchant=kopi-senja');
  await expect(h1(page)).toHaveText('Voucher Kuliner di Kopi Senja');

  await page
    .getByRole('group', { name: 'Urutkan' })
    .getByRole('link', { name: 'Segera berakhir' })
    .click();
  await expect(page).toHaveURL('/promo?category=kuliner&merchant=kopi-senja&sort=ending_soon');
  const expected = await queryGraphQL<{ promos: { items: Array<{ slug: string }> } }>(
    page.request,
    `{ promos(filter: { category: "kuliner", merchant: "kopi-senja" }, sort: ENDING_SOON) { items { slug } } }`,
  );
  expect(expected.promos.items.length).toBeGreaterThan(1);
  expect(await cardHrefs(page, 'promo-card')).toEqual(
    expected.promos.items.map((promo) => `/promo/${promo.slug}`),
  );
});

test('"Muat lebih banyak" is a link to the next page, which holds both pages', async ({ page }) => {
  await page.goto('/promo?sort=ending_soon');
  const cards = page.getByTestId('promo-card');
  await expect(cards).toHaveCount(12);
  const first = await cardHrefs(page, 'promo-card');
  await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
  await expect(page).toHaveURL('/promo?sort=ending_soon&page=2');
  await expect(cards).toHaveCount(24);
  const all = await cardHrefs(page, 'promo-card');
  expect(all.slice(0, 12)).toEqual(first);
  expect(new Set(all).size).toBe(24);
});

test('tabs: the event list and the search result types', async ({ page }) => {
  await page.goto('/event');
  const past = page
    .getByRole('navigation', { name: 'Waktu event' })
    .getByRole('link', { name: 'Sudah Lewat' });
  await past.click();
  await expect(page).toHaveURL('/event?when=past');
  await expect(past).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('event-card').first()).toContainText('Yoga Pagi di Taman');

  await page.goto('/search?q=kopi');
  await page
    .getByRole('navigation', { name: 'Jenis hasil' })
    .getByRole('link', { name: 'Promo' })
    .click();
  await expect(page).toHaveURL('/search?q=kopi&type=promo');
  await expect(page.getByRole('heading', { level: 2, name: /^Promo \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Event \(/ })).toHaveCount(0);
});

test('header, top bar, footer and card links; the top bar menu and the health check', async ({
  page,
}) => {
  await page.goto('/');
  const topBar = page.getByRole('navigation', { name: 'Menu atas' });
  await topBar.getByRole('link', { name: 'Tentang' }).click();
  await expect(page).toHaveURL('/about');
  await expect(h1(page)).toHaveText('Tentang Kami');

  // The categories popover needs the page's code: without it, the list whose chips they are.
  await topBar.getByRole('button', { name: 'Kategori Voucher' }).click();
  await expect(page).toHaveURL('/promo?');
  await expect(
    page.getByRole('navigation', { name: 'Kategori promo' }).getByRole('link', { name: 'Kuliner' }),
  ).toBeVisible();

  await page
    .getByRole('contentinfo')
    .getByRole('region', { name: 'Jelajahi' })
    .getByRole('link', { name: 'Brand Partner' })
    .click();
  await expect(page).toHaveURL('/merchant');
  const card = page.getByTestId('merchant-card').first();
  const href = await card.getAttribute('href');
  const name = await card.locator('p').first().textContent();
  await card.click();
  await expect(page).toHaveURL(href!);
  await expect(h1(page)).toHaveText(name!);

  await page.getByRole('link', { name: 'MyValue – beranda' }).click();
  await expect(page).toHaveURL('/');

  // "Periksa lagi": a fresh load of the page is the new check.
  await page.goto('/health');
  const checkedAt = await page.locator('time').getAttribute('datetime');
  await page.getByRole('button', { name: 'Periksa lagi' }).click();
  await expect(page).toHaveURL('/health?');
  await expect(page.locator('time')).not.toHaveAttribute('datetime', checkedAt!);
});

test.describe('signed in', () => {
  test.use({ signedInAs: BUDI });

  test('the account menu opens the account area, whose menu links work', async ({ page }) => {
    await page.goto('/promo');
    await page.getByRole('button', { name: /^Menu akun / }).click();
    await expect(page).toHaveURL('/account?');
    await expect(h1(page)).toHaveText('Budi Santoso');
    const voucher = page
      .getByRole('navigation', { name: 'Menu akun' })
      .getByRole('link', { name: 'Voucher Saya' });
    await voucher.click();
    await expect(page).toHaveURL('/account/voucher');
    await expect(h1(page)).toHaveText('Voucher Saya');
    await expect(voucher).toHaveAttribute('aria-current', 'page');
  });

  test('the bell opens the account home, which shows the next expiry', async ({ page }) => {
    // Without the script the panel cannot open (nor mark anything read): Budi stays as seeded.
    await page.goto('/promo');
    await page.getByRole('button', { name: /^Pemberitahuan/ }).click();
    await expect(page).toHaveURL('/account?');
    await expect(page.getByTestId('expiring-point').first()).toContainText('akan kedaluwarsa');
  });

  test('the settings forms post what they hold, so no password ends up in an address', async ({
    page,
  }) => {
    await page.goto('/account/setting');
    const forms = page.locator('form[aria-label^="Ubah"], form[aria-label^="Verifikasi"]');
    expect(await forms.count()).toBeGreaterThan(3);
    const methods = await forms.evaluateAll((found) =>
      found.map((form) => `${form.getAttribute('aria-label')}: ${form.getAttribute('method')}`),
    );
    for (const method of methods) expect(method).toMatch(/: post$/);
    await expect(page.getByRole('form', { name: 'Ubah kata sandi' })).toHaveAttribute(
      'method',
      'post',
    );
  });
});
