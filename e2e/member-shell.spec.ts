import { expect, test, type Page } from './support/test';
import { seededSlugs } from './support/content';
import { publicPages } from './support/pages';
import { BUDI } from './support/sign-in';

// A member's page is the shared shell of its URL with the member's parts filled in (issue 31,
// docs/architecture.md "Members' pages"). What the member sees must be exactly what a whole
// render for them shows: any part of a page that depends on the member but is not a
// `MemberPart` would show the visitor's version here, and differ.

test.use({ signedInAs: BUDI });

/**
 * The page's body as the browser built it from the server's HTML alone (the inline scripts,
 * which move the member's parts in place, run; the app's code does not). React's image preloads
 * go wherever their part is rendered, and a nonce is hidden once applied: neither is content.
 */
async function serverBody(page: Page, html?: string): Promise<string> {
  const body = await page.evaluate((source) => {
    const root = source
      ? new DOMParser().parseFromString(source, 'text/html').getElementById('root')
      : document.getElementById('root');
    return root?.innerHTML ?? '';
  }, html);
  return body.replace(/<link rel="preload"[^>]*>/g, '').replace(/ nonce="[^"]*"/g, '');
}

test('every page from the shared shell shows the member what a whole render shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = publicPages(await seededSlugs(page.request)).filter((path) => path !== '/health');
  await page.route('**/assets/**/*.js', (route) => route.abort());
  for (const path of pages) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['x-member-shell'], path).toMatch(/^(?:hit|stale|miss)$/);
    // React moves each part in at the next frame.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page.locator('#root template[id^="B:"]'), path).toHaveCount(0);
    const fromShell = await serverBody(page);

    const whole = await page.request.get(path, { headers: { 'x-member-shell': 'bypass' } });
    expect(whole.headers()['x-member-shell'], path).toBeUndefined();
    expect(fromShell, path).toBe(await serverBody(page, await whole.text()));
    // Every page with the site's header shows the member in it (the business form has none).
    if (fromShell.includes('<header')) expect(fromShell, path).toContain('Budi Santoso');
  }
});

test('a page from the shell hydrates without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const slugs = await seededSlugs(page.request);
  for (const path of ['/', `/promo/${slugs.promo}`, `/event/${slugs.event}`, '/about']) {
    const response = await page.goto(path);
    expect(response?.headers()['x-member-shell'], path).toMatch(/^(?:hit|stale|miss)$/);
    await expect(page.getByRole('button', { name: /Budi Santoso/ }), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});
