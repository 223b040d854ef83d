import { expect, test } from './support/test';
import { BUDI, SITI } from './support/sign-in';

test.describe('Badge collection', () => {
  test.use({ signedInAs: BUDI });

  test("Budi's badges by category, locked ones with how to get them, details in a dialog", async ({
    page,
  }) => {
    await page.goto('/account/badge');
    await expect(page.getByTestId('badge-total')).toHaveText('4 dari 9 badge terkumpul');
    const categories = page.getByTestId('badge-category');
    await expect(categories.getByRole('heading', { level: 2 })).toHaveText([
      'Belanja',
      'Literasi',
      'Komunitas',
    ]);
    await expect(page.getByTestId('badge-category-count')).toHaveText(['2/3', '1/3', '1/3']);

    const belanja = categories.filter({ hasText: 'Belanja' });
    const locked = belanja.getByRole('button', { name: /^Sultan Belanja\W+terkunci/ });
    await expect(locked).toContainText('Mengumpulkan 250.000 poin dalam setahun.');
    await expect(locked.locator('img')).toHaveCSS('filter', 'grayscale(1)');
    const obtained = belanja.getByRole('button', { name: /^Pembeli Pertama\W+sudah didapat/ });
    await expect(obtained).toContainText(/Didapat \d{1,2} \w{3} \d{4}/);
    await expect(obtained.locator('img')).toHaveCSS('filter', 'none');

    await locked.click();
    let dialog = page.getByRole('dialog', { name: 'Sultan Belanja' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Terkunci');
    await expect(dialog).toContainText('Cara mendapatkan');
    await expect(dialog).toContainText('Mengumpulkan 250.000 poin dalam setahun.');
    await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(locked).toBeFocused();

    await obtained.click();
    dialog = page.getByRole('dialog', { name: 'Pembeli Pertama' });
    await expect(dialog).toContainText(/Didapat pada \d{1,2} \w{3} \d{4}/);
    await expect(dialog).toContainText('Transaksi pertama di outlet mitra.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Escape closes it wherever the focus is (a key pressed before focus has moved in).
    await obtained.click();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('Badge collection of a new member', () => {
  test.use({ signedInAs: SITI });

  test('a new member sees every badge locked', async ({ page }) => {
    await page.goto('/account/badge');
    await expect(page.getByTestId('badge-total')).toHaveText('0 dari 9 badge terkumpul');
    await expect(page.getByTestId('badge-category-count')).toHaveText(['0/3', '0/3', '0/3']);
    await expect(page.getByRole('button', { name: /, terkunci/ })).toHaveCount(9);
  });
});
