import { expect, test } from './support/test';
import { seededSlugs } from './support/content';
import { ACCOUNT_PAGES, publicPages } from './support/pages';
import { BUDI } from './support/sign-in';

// A member's page is the shared shell of its URL with the member's parts filled in (issue 31,
// docs/architecture.md "Members' pages"). What the member sees must be exactly what a whole
// render for them shows: any part of a page that depends on the member but is not a
// `MemberPart` would show the visitor's version here, and differ.

test.use({ signedInAs: BUDI });

/**
 * The page's body as the server sent it. React's image preloads go wherever their part was
 * rendered, and each response has its own nonce: neither is content.
 */
function body(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-state"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html
    .slice(start, end)
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/ nonce="[^"]*"/g, '');
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

test('every page from the shared shell is the page a whole render makes for the member', async ({
  page,
}) => {
  const pages = [
    ...publicPages(await seededSlugs(page.request)).filter((path) => path !== '/health'),
    // The account area: its shell is the header, footer and account menu; each page is a hole.
    ...ACCOUNT_PAGES,
  ];
  for (const path of pages) {
    const fromShell = await page.request.get(path);
    expect(fromShell.status(), path).toBe(200);
    expect(fromShell.headers()['x-member-shell'], path).toMatch(/^(?:hit|stale|miss)$/);
    const html = await fromShell.text();
    // Every part is in its place: no hole left for the browser to fill.
    expect(html, path).not.toContain('<template id="B:');

    const whole = await page.request.get(path, { headers: { 'x-member-shell': 'bypass' } });
    expect(whole.headers()['x-member-shell'], path).toBeUndefined();
    const wholeHtml = await whole.text();
    expect(body(html), path).toBe(body(wholeHtml));
    expect(title(html), path).toBe(title(wholeHtml));
    // Every page with the site's header shows the member in it (the business form has none).
    if (html.includes('<header')) expect(html, path).toContain('Budi Santoso');
  }
});

test('a page from the shell hydrates without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const slugs = await seededSlugs(page.request);
  for (const path of [
    '/',
    `/promo/${slugs.promo}`,
    `/event/${slugs.event}`,
    '/about',
    '/account/poin',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['x-member-shell'], path).toMatch(/^(?:hit|stale|miss)$/);
    await expect(page.getByRole('button', { name: /Budi Santoso/ }), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});
