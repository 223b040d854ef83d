import { expect, test } from '@playwright/test';

test.describe('merchant page (loaded before entry)', () => {
  test('is server-rendered with the merchant, its title and outlets', async ({ request }) => {
    const response = await request.get('/merchant/kopi-senja');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Kopi Senja<\/h1>/);
    expect(html).toContain('<title>Kopi Senja - MyValue</title>');
    expect(html).toContain('Outlet');
  });

  test('reads an all-digit slug as the id', async ({ request }) => {
    const bySlug = await (await request.get('/merchant/kopi-senja')).text();
    const id = /"Merchant:(\d+)"/.exec(bySlug)?.[1];
    expect(id).toBeDefined();
    const byId = await request.get(`/merchant/${id}`);
    expect(byId.status()).toBe(200);
    expect(await byId.text()).toMatch(/<h1[^>]*>Kopi Senja<\/h1>/);
  });

  test('answers 404 for a merchant that does not exist, or an id of 0', async ({ page }) => {
    for (const path of ['/merchant/tidak-ada-merchant', '/merchant/0']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    }
  });
});
