import { expect, test, type Page } from './support/test';
import { BUDI, SITI } from './support/sign-in';

const rows = (page: Page) => page.getByTestId('point-row');
const amounts = (page: Page) => page.getByTestId('point-amount');
const summary = (page: Page) => page.getByTestId('point-history-summary');

/** YYYY-MM-DD of a Jakarta day, `monthsBack` months before this one. */
function jakartaMonth(monthsBack: number) {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(first), to: day(last) };
}

test.describe('Points page', () => {
  test.use({ signedInAs: BUDI });

  test('is rendered on the server in one pass with the balance', async ({ page }) => {
    const response = await page.request.get('/account/poin?jenis=diperoleh');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(html).toContain('125.000');
    expect(html).toContain('Perolehan Poin');
    expect(html).not.toContain('Penukaran Poin');
  });

  test("Budi's history: balance, signed amounts, paging that appends, expired rows", async ({
    page,
  }) => {
    await page.goto('/account/poin');
    await expect(page.getByTestId('point-balance')).toContainText('125.000');
    await expect(page.getByTestId('expiring-point')).toContainText('poin akan kedaluwarsa pada');
    await expect(summary(page)).toHaveText('40 transaksi');
    await expect(rows(page)).toHaveCount(10);
    for (const text of await amounts(page).allTextContents()) {
      expect(text).toMatch(/^(\+|\u2212)\d{1,3}(\.\d{3})* ?poin$/);
    }
    const first = await rows(page).first().textContent();

    await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
    await expect(page).toHaveURL('/account/poin?page=2');
    await expect(rows(page)).toHaveCount(20);
    expect(await rows(page).first().textContent()).toBe(first);

    // The oldest earnings (13–14 months ago) have expired: marked, on the last page.
    await page.goto('/account/poin?page=4');
    await expect(rows(page)).toHaveCount(40);
    await expect(page.getByRole('link', { name: 'Muat lebih banyak' })).toHaveCount(0);
    const expired = page.locator('[data-testid="point-row"][data-expired]');
    expect(await expired.count()).toBeGreaterThan(0);
    await expect(expired.first()).toContainText('Kedaluwarsa');
  });

  test("Budi's expiry schedule: each batch soonest first, the next 30 days' total highlighted", async ({
    page,
  }) => {
    await page.goto('/account/poin');
    const schedule = page.getByRole('region', { name: 'Jadwal kedaluwarsa poin' });
    const batches = schedule.getByTestId('expiry-batch');
    expect(await batches.count()).toBeGreaterThanOrEqual(3);
    const dates = await batches
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort());
    // The soonest batch is the balance card's next expiry: this month's end, within 30 days.
    const first = await batches.first().getByTestId('expiry-amount').textContent();
    await expect(page.getByTestId('expiring-point')).toContainText(
      `${first!.replace('poin', '')} poin akan kedaluwarsa`,
    );
    const soon = schedule.locator('[data-testid="expiry-batch"][data-soon]');
    await expect(soon.first()).toContainText('Segera');
    const total = (await soon.getByTestId('expiry-amount').allTextContents())
      .map((text) => Number(text.replace(/\D/g, '')))
      .reduce((sum, point) => sum + point, 0);
    await expect(schedule.getByTestId('expiry-next-30-days')).toContainText(
      `${total.toLocaleString('id-ID')} poin`,
    );
  });

  test('the kind filter lives in the URL and survives reload and Back', async ({ page }) => {
    await page.goto('/account/poin');
    const kinds = page.getByRole('navigation', { name: 'Jenis transaksi' });

    await kinds.getByRole('link', { name: 'Diperoleh' }).click();
    await expect(page).toHaveURL('/account/poin?jenis=diperoleh');
    await expect(summary(page)).toHaveText('27 transaksi');
    for (const text of await amounts(page).allTextContents()) expect(text).toMatch(/^\+/);

    await kinds.getByRole('link', { name: 'Digunakan' }).click();
    await expect(page).toHaveURL('/account/poin?jenis=digunakan');
    await expect(summary(page)).toHaveText('13 transaksi');
    for (const text of await amounts(page).allTextContents()) expect(text).toMatch(/^\u2212/);
    await expect(kinds.getByRole('link', { name: 'Digunakan' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.reload();
    await expect(summary(page)).toHaveText('13 transaksi');

    await page.goBack();
    await expect(page).toHaveURL('/account/poin?jenis=diperoleh');
    await expect(summary(page)).toHaveText('27 transaksi');
  });

  test('the date range lives in the URL; a backwards range is turned around', async ({ page }) => {
    await page.goto('/account/poin?jenis=digunakan');
    const { from, to } = jakartaMonth(3);
    const form = page.getByRole('form', { name: 'Rentang tanggal' });
    // Typed backwards on purpose.
    await form.getByLabel('Dari tanggal').fill(to);
    await form.getByLabel('Sampai tanggal').fill(from);
    await form.getByRole('button', { name: 'Terapkan' }).click();

    await expect(page).toHaveURL(`/account/poin?jenis=digunakan&dari=${from}&sampai=${to}`);
    // Three transactions a month that long ago, one of them a redemption.
    await expect(rows(page)).toHaveCount(1);
    await expect(summary(page)).toContainText('1 transaksi');
    await expect(form.getByLabel('Dari tanggal')).toHaveValue(from);

    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(amounts(page).first()).toHaveText(/^\u2212/);
  });

  test('unusable URL values are ignored; a filter without rows offers to clear it', async ({
    page,
  }) => {
    const response = await page.goto('/account/poin?jenis=semuanya&dari=kemarin&page=abc');
    expect(response?.status()).toBe(200);
    await expect(summary(page)).toHaveText('40 transaksi');

    await page.goto('/account/poin?jenis=diperoleh&dari=2001-01-01&sampai=2001-01-31');
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { name: 'Tidak ada transaksi' })).toBeVisible();
    await empty.getByRole('link', { name: 'Hapus filter' }).click();
    await expect(page).toHaveURL('/account/poin');
    await expect(summary(page)).toHaveText('40 transaksi');
  });

  test.describe('of a member without history', () => {
    test.use({ signedInAs: SITI });

    test('a member without history gets the empty state', async ({ page }) => {
      await page.goto('/account/poin');
      await expect(page.getByTestId('point-balance')).toContainText('0 poin');
      const empty = page.getByTestId('empty-state');
      await expect(empty.getByRole('heading', { name: 'Belum ada riwayat poin' })).toBeVisible();
      await expect(empty.getByRole('link', { name: 'Lihat voucher' })).toHaveAttribute(
        'href',
        '/promo',
      );
      const schedule = page.getByRole('region', { name: 'Jadwal kedaluwarsa poin' });
      await expect(
        schedule.getByRole('heading', { name: 'Tidak ada poin yang akan kedaluwarsa' }),
      ).toBeVisible();
      await expect(schedule.getByTestId('expiry-batch')).toHaveCount(0);
      // Nothing to narrow down: no filters.
      await expect(page.getByRole('navigation', { name: 'Jenis transaksi' })).toHaveCount(0);
    });
  });
});
