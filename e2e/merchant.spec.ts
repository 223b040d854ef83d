import { expect, test } from './support/test';

test.describe('merchant page (loaded before entry)', () => {
  test('is server-rendered with the merchant, its title, promos and outlets', async ({
    request,
  }) => {
    const response = await request.get('/merchant/kopi-senja');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Kopi Senja<\/h1>/);
    expect(html).toContain('<title>Kopi Senja - MyValue</title>');
    expect(html).toContain('Kedai kopi susu gula aren');
    // Its promos (PromoCard grid) and outlets with a map link each.
    expect(html).toMatch(/<h2[^>]*>Promo \(\d+\)<\/h2>/);
    expect(html).toContain('data-testid="promo-card"');
    expect(html).toMatch(/<h2[^>]*>Outlet \(\d+\)<\/h2>/);
    expect(html).toContain('Kopi Senja Jakarta Selatan');
    expect(html).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+"/,
    );
    // Breadcrumbs, on the page and as JSON-LD, and the merchant as an Organization.
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/"@type":"Organization","name":"Kopi Senja"/);
  });

  test('reads an all-digit slug as the id', async ({ request }) => {
    const bySlug = await (await request.get('/merchant/kopi-senja')).text();
    const id = /"Merchant:(\d+)"/.exec(bySlug)?.[1];
    expect(id).toBeDefined();
    const byId = await request.get(`/merchant/${id}`);
    expect(byId.status()).toBe(200);
    expect(await byId.text()).toMatch(/<h1[^>]*>Kopi Senja<\/h1>/);
  });
});

test.describe('merchant page in the browser', () => {
  test('answers 404 for a merchant that does not exist, or an id of 0', async ({ page }) => {
    for (const path of ['/merchant/tidak-ada-merchant', '/merchant/0']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    }
  });

  test('links its categories and opens outlets on a map in a new tab', async ({ page }) => {
    await page.goto('/merchant/kopi-senja');
    const map = page.getByRole('link', { name: /^Lihat di peta\W+Kopi Senja Surabaya$/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('link', { name: 'Kuliner', exact: true }).first().click();
    await expect(page).toHaveURL('/category/kuliner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuliner');
  });
});
