import { expect, ON_OWN_SERVERS, test } from './support/test';

test.describe('Error page', () => {
  test('an unknown nested path answers 404 inside the full shell', async ({ page }) => {
    const response = await page.goto('/promo/a/b/c');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Page not found: /promo/a/b/c')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('footer#footer')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  });
});

// Upstream faults: on the own servers.
test.describe('Error page of a failing upstream', { tag: ON_OWN_SERVERS }, () => {
  test('a failing upstream gives Terjadi Kesalahan with HTTP 500', async ({
    page,
    upstreamFaults,
  }, testInfo) => {
    // A slug no earlier test asked for, so no cache in the gateway can answer for it.
    const slug = `gagal-${testInfo.project.name}-${Date.now()}`;
    await upstreamFaults.fail({
      method: 'GET',
      path: `/content/v1/categories/slug/${slug}`,
      status: 500,
    });
    const response = await page.goto(`/category/${slug}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' })).toBeVisible();
    await expect(page).toHaveTitle('Terjadi Kesalahan - MyValue');
    // Outside production the error's own message is shown, not the default text.
    await expect(
      page.getByText('Terjadi kesalahan pada server, mohon coba lagi nanti.'),
    ).toHaveCount(0);
  });

  test('a failure during client-side navigation shows the error page too', async ({
    page,
    upstreamFaults,
  }, testInfo) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await upstreamFaults.fail({
      method: 'GET',
      path: '/content/v1/categories/slug/*',
      status: 500,
    });
    const slug = `gagal-klien-${testInfo.project.name}-${Date.now()}`;
    // The router sees a new entry (as after a click on a category link).
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `/category/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' })).toBeVisible();
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL('/');
  });
});
