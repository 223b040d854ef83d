import { expect, ON_OWN_SERVERS, test } from './support/test';

test.describe('service status page', () => {
  test('is server-rendered, never cached, with the three services', async ({ page, request }) => {
    const response = await request.get('/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toContain('Status Layanan');

    await page.goto('/health');
    const rows = page.getByRole('table', { name: 'Status setiap layanan' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Situs MyValue');
    await expect(rows.nth(1)).toContainText('Content API');
    await expect(rows.nth(2)).toContainText('Identity API');
    for (const row of await rows.all()) {
      await expect(row).toContainText('Normal');
      await expect(row).toContainText(/\d+ ms/);
    }
    await expect(page.getByText(/Diperiksa pada .+WIB/)).toBeVisible();
  });

  // An upstream fault: on the own servers.
  test.describe('of a failing upstream', { tag: ON_OWN_SERVERS }, () => {
    test('shows Gangguan for an upstream that fails, and checks again on request', async ({
      page,
      upstreamFaults,
    }) => {
      await upstreamFaults.fail({ method: 'GET', path: '/identity/v2/web/client', status: 503 });
      await page.goto('/health');
      const identity = page.locator('tr[data-service="identity"]');
      await expect(identity).toContainText('Gangguan');
      await expect(page.getByText('Sebagian layanan sedang mengalami gangguan.')).toBeVisible();

      await upstreamFaults.clear();
      await page.getByRole('button', { name: 'Periksa lagi' }).click();
      await expect(identity).toContainText('Normal');
    });
  });
});
