import { expect, test } from './support/test';
import { withoutLinkPreload } from './support/site';

test.describe('Voucher Categories menu', () => {
  test('the server HTML already holds the category links', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const links = html.match(/href="\/category\/[^"]+"/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<meta name="theme-color" content="#84329B"');
  });

  // The top bar is desktop only.
  test('opens the popover and follows a category link', async ({ page }) => {
    const graphqlRequests: string[] = [];
    const consoleProblems: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/graphql') graphqlRequests.push(req.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleProblems.push(message.text());
      }
    });

    // Links in view preload their pages' data; without that, any request would be a refetch.
    await withoutLinkPreload(page);
    await page.goto('/');
    await expect(page).toHaveTitle('MyValue – Promo, Voucher & Event');
    // Hydrated from the inlined cache: no request for data the server already sent.
    await page.waitForLoadState('networkidle');
    expect(graphqlRequests).toEqual([]);
    expect(consoleProblems.filter((text) => /hydrat/i.test(text))).toEqual([]);

    const trigger = page.getByRole('button', { name: 'Kategori Voucher' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Kategori Voucher' });
    await expect(dialog).toBeVisible();
    const firstLink = dialog.getByRole('link').first();
    const label = (await firstLink.innerText()).trim();
    const href = await firstLink.getAttribute('href');
    expect(href).toMatch(/^\/category\/[a-z0-9-]+$/);

    await firstLink.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page).toHaveTitle(`${label} - MyValue`);
  });

  test('a category page is served with its content and title', async ({ request }) => {
    const response = await request.get('/category/kuliner');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(html).toContain('<title>Kuliner - MyValue</title>');
    expect(html).toMatch(/<h1[^>]*>Kuliner<\/h1>/);
    // Its promos with the sort links, its merchants as a logo row, breadcrumbs.
    expect(html).toContain('data-testid="promo-card"');
    expect(html).toMatch(
      /<a(?=[^>]*href="\/category\/kuliner")(?=[^>]*aria-current="page")[^>]*>Terbaru<\/a>/,
    );
    expect(html).toMatch(
      /<a(?=[^>]*href="\/category\/kuliner\?sort=ending_soon")[^>]*>Segera berakhir<\/a>/,
    );
    expect(html).toMatch(
      /<a(?=[^>]*data-testid="merchant-card")[^>]*href="\/merchant\/kopi-senja"/,
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test('a numeric slug is read as the category id', async ({ request }) => {
    const response = await request.get('/category/1');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  test('the promo sort is in the URL, survives a reload and orders the list', async ({ page }) => {
    await page.goto('/category/kuliner');
    const sort = page.getByRole('navigation', { name: 'Urutkan promo' });
    await expect(sort.getByRole('link', { name: 'Terbaru' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sort.getByRole('link', { name: 'Segera berakhir' }).click();
    await expect(page).toHaveURL('/category/kuliner?sort=ending_soon');
    await page.reload();
    await expect(sort.getByRole('link', { name: 'Segera berakhir' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const ends = (await page.getByTestId('promo-card').allTextContents()).map(validUntil);
    expect(ends.length).toBeGreaterThan(1);
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    await expect(
      page.getByRole('region', { name: 'Brand partner' }).getByTestId('merchant-card').first(),
    ).toBeVisible();
  });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** The 's/d 3 Des 2026' of a promo card, as a sortable number. */
function validUntil(text: string): number {
  const match = /s\/d (\d{1,2}) (\w{3}) (\d{4})/.exec(text);
  if (!match) throw new Error(`no end date in: ${text}`);
  return Number(match[3]) * 10_000 + (MONTHS.indexOf(match[2]!) + 1) * 100 + Number(match[1]);
}

test.describe('Error page', () => {
  test('an unknown path answers 404 with the error page', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(
      page.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan'),
    ).toBeVisible();
    await expect(page.getByText('Page not found: /halaman-yang-tidak-ada')).toBeVisible();
    await expect(page).toHaveTitle('Tidak Ditemukan - MyValue');

    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test('Kembali goes back to the previous page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/tidak-ada');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown category answers 404', async ({ request }) => {
    const response = await request.get('/category/tidak-ada-kategori');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Tidak Ditemukan');
  });
});
