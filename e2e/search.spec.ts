import { AT_PHONE_SIZE_ONLY, expect, test } from './support/test';
import { hydrated } from './support/site';

// The search box is desktop only.
test.describe('Header search (desktop)', () => {
  test('searches on Enter only', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Cari' });
    await expect(box).toHaveAttribute('placeholder', 'Cari voucher, event, promo...');
    await box.fill('kopi susu');
    await box.press('Tab');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/');
    await box.focus();
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=kopi%20susu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “kopi susu”');
  });

  test('is filled from q of the current route', async ({ page }) => {
    await page.goto('/search?q=martabak');
    await expect(page.getByRole('searchbox', { name: 'Cari' })).toHaveValue('martabak');
    await page.goto('/promo');
    await expect(page.getByRole('searchbox', { name: 'Cari' })).toHaveValue('');
  });

  test('Ctrl+K and Cmd+K focus it', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Cari' });
    await expect(box).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('Meta+k');
    await expect(box).toBeFocused();
  });
});

test.describe('Search icon (phone)', { tag: AT_PHONE_SIZE_ONLY }, () => {
  test('links to /search and is hidden there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: 'Cari' })).toBeHidden();
    const icon = page.getByRole('link', { name: 'Cari' });
    await expect(icon).toBeVisible();
    await icon.click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('link', { name: 'Cari' })).toHaveCount(0);
    await page.goto('/search?q=kopi');
    await expect(page.getByRole('link', { name: 'Cari' })).toHaveCount(0);
  });
});
