import { expect, test } from './support/test';
import { registerMember } from './support/sign-in';

/** The default of REFERRAL_CHECK_RATE_LIMIT (10 in 60 minutes, per member). */
const REFERRAL_CHECKS_ALLOWED = 10;

test.describe('rate limits', () => {
  test('the referral check shows the limit message past the limit', async ({ page }) => {
    // A sign-up, one page and eleven checks.
    test.setTimeout(60_000);
    // A fresh member: the limit is counted per member, and nobody else's checks count here.
    await registerMember(page, { from: '/account/referral' });
    const form = page.getByRole('form', { name: 'Cek kode referral teman' });
    const input = form.getByLabel('Kode referral teman');
    const answer = form.getByTestId('referral-check-answer');
    for (let attempt = 1; attempt <= REFERRAL_CHECKS_ALLOWED; attempt += 1) {
      const code = `ZZZZ${String(attempt).padStart(4, '0')}`;
      await input.fill(code);
      await form.getByRole('button', { name: 'Cek Kode' }).click();
      await expect(answer).toContainText(`Kode ${code} tidak ditemukan`);
    }
    const refused = page.waitForResponse(
      (response) => response.url().includes('/graphql') && response.status() === 429,
    );
    await input.fill('ZZZZ0011');
    await form.getByRole('button', { name: 'Cek Kode' }).click();
    expect(Number((await refused).headers()['retry-after'])).toBeGreaterThan(0);
    await expect(answer).toContainText('Kode belum bisa dicek');
    await expect(answer).toContainText(/Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\./);
    // The member's input stays, and the page goes on working.
    await expect(input).toHaveValue('ZZZZ0011');
    await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();
  });
});
