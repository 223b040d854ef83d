import { expect, test } from './support/test';

// A developer tool, used on desktop.
test('the GraphQL playground works offline and shows the whole schema', async ({ page }) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!['localhost', '127.0.0.1'].includes(new URL(url).hostname)) {
      foreignRequests.push(url);
    }
  });

  await page.goto('/graphql');
  // The editor starts with the header query; running it answers with the categories.
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // The editor (Monaco) loads after the page: wait for it before running.
  await expect(page.locator('.graphiql-query-editor')).toContainText('categories', {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.result-window')).toContainText('kuliner', { timeout: 15_000 });

  // The documentation explorer lists the schema's types with their descriptions.
  await page.getByRole('button', { name: /show documentation explorer/i }).click();
  await page.getByText('Query', { exact: true }).first().click();
  await expect(page.getByText('viewer', { exact: true }).first()).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
