import { AT_PHONE_SIZE_ONLY, expect, ON_OWN_SERVERS, test, type Page } from './support/test';
import { BUDI, registerMember, SITI } from './support/sign-in';
import { hydrated } from './support/site';

/**
 * The voucher wallet: /account/voucher (active, soonest ending first, a voucher's code and QR in
 * a `?kode=` dialog), /account/voucher/bookmark and /account/voucher/history. Budi's vouchers
 * are the seed's (upstream/src/db/seed/content-member.ts): MVB-AKTIF-01 ends in 4 days,
 * MVB-AKTIF-02 in 27, MVB-AKTIF-03 in 29 (bought in the opposite order); used MVB-PAKAI-01/02,
 * expired MVB-HANGUS-01/02. Siti has none of them.
 */

const cards = (page: Page) => page.getByTestId('voucher-card');

/** The codes of the cards on screen, in order (each card opens `?kode={code}`). */
async function cardCodes(page: Page): Promise<string[]> {
  const hrefs = await cards(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('kode') ?? '');
}

test.describe('Voucher wallet as Budi', () => {
  test.use({ signedInAs: BUDI });
  test.beforeEach(async ({ page }) => {
    await page.goto('/account/voucher');
  });

  test('active vouchers come soonest ending first, in one server render, never cached', async ({
    page,
  }) => {
    await expect(page).toHaveURL(/\/account\/voucher$/);
    expect(await cardCodes(page)).toEqual(['MVB-AKTIF-01', 'MVB-AKTIF-02', 'MVB-AKTIF-03']);
    await expect(cards(page).first().getByTestId('voucher-expiry')).toHaveText(
      'Berakhir dalam 4 hari',
    );
    await expect(page.getByTestId('voucher-expiry')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Aktif' })).toHaveAttribute('aria-current', 'page');

    const response = await page.request.get('/account/voucher');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('Berakhir dalam 4 hari');
    expect(html.indexOf('kode=MVB-AKTIF-01')).toBeLessThan(html.indexOf('kode=MVB-AKTIF-03'));
  });

  // The QR must fit a phone's screen; the rest does not depend on the screen.
  test(
    'a voucher opens with its code and a QR a scanner can read; Back closes it',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await hydrated(page);
      // The list is compared with itself, not a number.
      const listed = await cards(page).count();
      const title = await cards(page).first().locator('p').nth(1).textContent();
      await cards(page).first().click();

      await expect(page).toHaveURL(/\?kode=MVB-AKTIF-01$/);
      const dialog = page.getByRole('dialog', { name: title ?? '' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('voucher-code')).toHaveText('MVB-AKTIF-01');
      const qr = dialog.getByRole('img', { name: 'Kode QR voucher MVB-AKTIF-01' });
      await expect(qr.locator('svg path').first()).toBeAttached();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(220);
      expect(box?.height).toBeGreaterThanOrEqual(220);
      // The whole QR is on screen, even on a phone.
      const viewport = page.viewportSize();
      expect(
        (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (viewport?.width ?? 0),
      ).toBe(true);
      await expect(dialog.getByText('Syarat & Ketentuan')).toBeVisible();
      await expect(dialog.getByText('Cara Pakai')).toBeVisible();

      await dialog.getByRole('button', { name: 'Salin kode voucher' }).click();
      await expect(page.getByText('Kode voucher disalin')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MVB-AKTIF-01');

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/account\/voucher$/);
      await expect(cards(page)).toHaveCount(listed);
    },
  );

  test('a ?kode= link and a reload open the voucher; closing keeps the list', async ({ page }) => {
    await page.goto('/account/voucher?kode=MVB-AKTIF-02');
    const dialog = page.getByTestId('voucher-dialog');
    await expect(dialog.getByTestId('voucher-code')).toHaveText('MVB-AKTIF-02');
    await page.reload();
    await expect(dialog.getByTestId('voucher-code')).toHaveText('MVB-AKTIF-02');
    await expect(
      dialog.getByRole('img', { name: 'Kode QR voucher MVB-AKTIF-02' }).locator('svg'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account\/voucher$/);

    // A code that is not in the wallet says so; a used one says when it was used, without a QR.
    await page.goto('/account/voucher?kode=TIDAK-ADA');
    await expect(page.getByRole('dialog', { name: 'Voucher tidak ditemukan' })).toBeVisible();
    await page.goto('/account/voucher?kode=MVB-PAKAI-01');
    await expect(dialog.getByText(/Voucher ini sudah terpakai pada/)).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Kode QR/ })).toHaveCount(0);
  });

  test('the history lists used and expired vouchers, filtered in the URL', async ({ page }) => {
    await page.goto('/account/voucher/history');
    await hydrated(page);
    expect((await cardCodes(page)).sort()).toEqual([
      'MVB-HANGUS-01',
      'MVB-HANGUS-02',
      'MVB-PAKAI-01',
      'MVB-PAKAI-02',
    ]);
    const filters = page.getByRole('navigation', { name: 'Filter riwayat' });
    await expect(filters.getByRole('link', { name: 'Semua' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await filters.getByRole('link', { name: 'Terpakai' }).click();
    await expect(page).toHaveURL(/\/account\/voucher\/history\?status=terpakai$/);
    // The URL changes before the list re-renders: wait for the list itself.
    await expect.poll(() => cardCodes(page)).toEqual(['MVB-PAKAI-01', 'MVB-PAKAI-02']);
    await expect(page.getByTestId('voucher-status').first()).toHaveText(/^Terpakai \d+ \w+ \d{4}$/);

    await filters.getByRole('link', { name: 'Kedaluwarsa' }).click();
    await expect(page).toHaveURL(/\?status=kedaluwarsa$/);
    await expect.poll(() => cardCodes(page)).toEqual(['MVB-HANGUS-02', 'MVB-HANGUS-01']);
    await expect(page.getByTestId('voucher-status')).toHaveText(['Kedaluwarsa', 'Kedaluwarsa']);

    // The filter is the URL: a fresh load of it shows the same list.
    await page.goto('/account/voucher/history?status=terpakai');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Riwayat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('Voucher wallet of a member without vouchers', () => {
  test.use({ signedInAs: SITI });

  test('Siti sees an empty wallet, bookmarks and history, each with a way out', async ({
    page,
  }) => {
    await page.goto('/account/voucher');
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { name: 'Belum ada voucher aktif' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Cari Promo' })).toHaveAttribute('href', '/promo');

    await page.getByRole('link', { name: 'Bookmark' }).click();
    await expect(page).toHaveURL(/\/account\/voucher\/bookmark$/);
    await expect(
      empty.getByRole('heading', { name: 'Belum ada promo yang di-bookmark' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Riwayat' }).click();
    await expect(empty.getByRole('heading', { name: 'Belum ada riwayat voucher' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Lihat Voucher Aktif' })).toHaveAttribute(
      'href',
      '/account/voucher',
    );
  });
});

// An upstream fault: on the own servers.
test.describe('Bookmarks', { tag: ON_OWN_SERVERS }, () => {
  test('a promo bookmarked on its page is in the bookmarks; Hapus removes it, or puts it back on failure', async ({
    page,
    upstreamFaults,
  }) => {
    await registerMember(page, { from: '/promo' });
    await page.goto('/promo');
    const promoHref = await page.getByTestId('promo-card').first().getAttribute('href');
    await page.goto(promoHref ?? '/promo');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await hydrated(page);
    // The button turns pressed at once (optimistic): leaving before the answer would cancel it.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/graphql') && response.request().method() === 'POST',
    );
    await page.getByTestId('bookmark-button').click();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.goto('/account/voucher/bookmark');
    await hydrated(page);
    const rows = page.getByTestId('bookmark-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(title);
    await expect(rows.first().getByRole('link', { name: 'Klaim' })).toHaveAttribute(
      'href',
      promoHref ?? '',
    );
    const remove = page.getByRole('button', { name: `Hapus ${title} dari bookmark` });

    // The upstream refuses once, slowly: the row goes at once, then comes back with a toast.
    const promoId = await page.evaluate(
      async (slug) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ promo(slug: ${JSON.stringify(slug)}) { id } }` }),
        });
        return ((await response.json()) as { data: { promo: { id: string } } }).data.promo.id;
      },
      decodeURIComponent((promoHref ?? '').split('/').pop() ?? ''),
    );
    await upstreamFaults.fail({
      method: 'DELETE',
      path: `/content/v1/promos/${promoId}/bookmark`,
      status: 503,
      latencyMs: 800,
      times: 1,
    });
    await remove.click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Bookmark gagal dihapus')).toBeVisible();
    await expect(rows).toHaveCount(1);

    await remove.click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Promo dihapus dari bookmark')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Belum ada promo yang di-bookmark' }),
    ).toBeVisible();
  });
});
