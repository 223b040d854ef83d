import { expect, test } from './support/test';
import { BUDI, SITI } from './support/sign-in';

/** The link Budi shares: the public landing with his code. */
const shareLink = (baseURL: string | undefined) => `${baseURL}/referral?code=BUDI2026`;

test.describe('Referral page', () => {
  test.use({ signedInAs: BUDI, permissions: ['clipboard-read', 'clipboard-write'] });

  test("Budi's code, figures and copy: toast, 1500 ms copied state, clipboard", async ({
    page,
  }) => {
    await page.goto('/account/referral');
    await expect(page.getByTestId('referral-code')).toHaveText('BUDI2026');
    await expect(page.getByTestId('referral-count')).toHaveText('1 teman');
    await expect(page.getByTestId('referral-reward-total')).toHaveText('10.000 poin');

    // Named by its content (visible words, then "referral" for a screen reader), in both states.
    const copy = page.getByRole('button', { name: /^(Salin kode|Tersalin) referral$/ });
    // The copied state's length is measured in the page, so a slow test runner cannot skew it.
    await copy.evaluate((button) => {
      const changes: Array<{ text: string; at: number }> = [];
      (window as { copyChanges?: typeof changes }).copyChanges = changes;
      new MutationObserver(() =>
        changes.push({ text: button.textContent ?? '', at: performance.now() }),
      ).observe(button, { childList: true, characterData: true, subtree: true });
    });
    await copy.click();
    await expect(page.getByText('Kode Referral Berhasil Disalin')).toBeVisible();
    await expect(copy).toHaveAccessibleName('Tersalin referral');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BUDI2026');
    await expect(copy).toHaveAccessibleName('Salin kode referral', { timeout: 5000 });
    const changes = (await page.evaluate(
      () => (window as { copyChanges?: unknown }).copyChanges,
    )) as Array<{ text: string; at: number }>;
    const copied = changes.find((change) => change.text === 'Tersalin referral')!;
    const back = changes.find(
      (change) => change.text === 'Salin kode referral' && change.at > copied.at,
    )!;
    expect(back.at - copied.at).toBeGreaterThanOrEqual(1450);
    expect(back.at - copied.at).toBeLessThan(2500);
  });

  test('a refused copy says so', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
    });
    await page.goto('/account/referral');
    const copy = page.getByRole('button', { name: 'Salin kode referral' });
    await copy.click();
    await expect(page.getByText('Gagal Menyalin Kode Referral')).toBeVisible();
    await expect(copy).toHaveAccessibleName('Salin kode referral');
  });

  test('without the Web Share API: WhatsApp and a copy of the link', async ({ page, baseURL }) => {
    // Two page loads.
    test.setTimeout(45_000);
    const link = shareLink(baseURL);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto('/account/referral');
    await expect(page.getByTestId('referral-link')).toHaveText(link);
    const whatsapp = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain('BUDI2026');
    expect(href.searchParams.get('text')).toContain(link);
    await expect(whatsapp).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Salin tautan undangan' }).click();
    await expect(page.getByText('Tautan berhasil disalin')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The link opens the public landing with the code.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Budi S\. mengundangmu/);
  });

  test('with the Web Share API: the share sheet gets the text and the link', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          (window as { shared?: unknown }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto('/account/referral');
    await page.getByRole('button', { name: 'Bagikan kode' }).click();
    const shared = (await page.evaluate(() => (window as { shared?: unknown }).shared)) as {
      url: string;
      text: string;
    };
    expect(shared.url).toBe(shareLink(baseURL));
    expect(shared.text).toContain('BUDI2026');
    await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toHaveCount(0);
  });

  test("checking a friend's code answers valid, own, not found and malformed", async ({ page }) => {
    await page.goto('/account/referral');
    const form = page.getByRole('form', { name: 'Cek kode referral teman' });
    const input = form.getByLabel('Kode referral teman');
    const check = form.getByRole('button', { name: 'Cek Kode' });
    const answer = form.getByTestId('referral-check-answer');

    await input.fill('siti2026');
    await check.click();
    await expect(answer).toContainText('Kode SITI2026 valid');
    await expect(answer).toContainText('Kode ini milik Siti R.');

    await input.fill('BUDI2026');
    await check.click();
    await expect(answer).toContainText('Ini kode referralmu sendiri');

    await input.fill('ZZZZ9999');
    await check.click();
    await expect(answer).toContainText('Kode ZZZZ9999 tidak ditemukan');

    await input.fill('ab!');
    await check.click();
    await expect(form.getByText('Kode referral terdiri dari 4–20 huruf atau angka')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('ab!');
    await expect(answer).toHaveCount(0);

    await input.fill('');
    await check.click();
    await expect(form.getByText('Kode referral wajib diisi')).toBeVisible();
  });

  test.describe('of a member nobody joined with yet', () => {
    test.use({ signedInAs: SITI });

    test('a member nobody joined with yet: zero friends, zero points', async ({ page }) => {
      await page.goto('/account/referral');
      await expect(page.getByTestId('referral-code')).toHaveText('SITI2026');
      await expect(page.getByTestId('referral-count')).toHaveText('0 teman');
      await expect(page.getByTestId('referral-reward-total')).toHaveText('0 poin');
    });
  });
});
