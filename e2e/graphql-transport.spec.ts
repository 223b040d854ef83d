import { expect, test, type Request } from './support/test';

/**
 * The browser sends only hashes of trusted documents, as GET, so production (which accepts
 * nothing else) behaves like this suite's development server, and a CDN can cache.
 */
// Through the category menu of the desktop top bar.
test('client navigation asks for data by hash over GET, and the gateway knows the hash', async ({
  page,
}) => {
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Kategori Voucher' }).click();
  const link = page.getByRole('dialog', { name: 'Kategori Voucher' }).getByRole('link').nth(1);
  const href = (await link.getAttribute('href'))!;
  await link.click();
  // The URL changes once the category page's data is in: the home page's own heading would
  // pass a heading check before the navigation has asked for anything.
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(graphql.length).toBeGreaterThan(0);
  for (const request of graphql) {
    expect(request.method()).toBe('GET');
    const url = new URL(request.url());
    expect(url.searchParams.has('query')).toBe(false);
    const extensions = JSON.parse(url.searchParams.get('extensions') ?? '{}');
    expect(extensions.persistedQuery.sha256Hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(JSON.stringify(await response?.json())).not.toContain('PERSISTED_QUERY_NOT_FOUND');
  }
});
