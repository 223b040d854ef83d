import { expect, test, type Page } from './support/test';
import { seededSlugs } from './support/content';
import { startGateway, watchPolicyViolations } from './support/csp';
import { ACCOUNT_PAGES, publicPages } from './support/pages';
import { BUDI, signInOverHttp } from './support/sign-in';
import { hydrated } from './support/site';

const accountPages = [
  ...ACCOUNT_PAGES,
  // A voucher's code and QR, in its dialog (a page kind of its own: the QR is drawn).
  '/account/voucher?kode=MVB-AKTIF-01',
];

/** Loads each page until React has taken it over (every script of its first load has run). */
async function visit(page: Page, urls: string[]) {
  for (const url of urls) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toContain("'strict-dynamic'");
    await hydrated(page);
  }
}

/** Every request that would leave the machine, aborted after the policy let it through. */
async function recordExternal(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(/^https:\/\//, async (route) => {
    external.push(route.request().url());
    await route.abort();
  });
  return external;
}

test.describe('third parties not configured', () => {
  let violations: string[];
  let external: string[];
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicyViolations(page);
    external = await recordExternal(page);
  });
  test.afterEach(() => {
    expect(violations).toEqual([]);
    expect(external).toEqual([]);
  });

  test('public pages and the error page keep to their policy', async ({ page, request }) => {
    test.setTimeout(240_000);
    await visit(page, [...publicPages(await seededSlugs(request)), '/halaman-yang-tidak-ada']);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: BUDI });

    test('a member’s pages keep to their policy', async ({ page }) => {
      test.setTimeout(240_000);
      await visit(page, accountPages);
    });

    test('the event register form, its checks run, keeps to the policy', async ({ page }) => {
      await visit(page, ['/event/bazar-buku-murah/register']);
      const name = page.getByLabel('Nama');
      await name.fill('');
      await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
      await expect(name).toHaveAccessibleDescription('Nama wajib diisi');
    });
  });

  test('the playground keeps to its own policy', async ({ page }) => {
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('.graphiql-container')).toBeVisible();
    // GraphiQL's editor loads its workers after the page.
    await expect(page.locator('.graphiql-query-editor')).toContainText('categories', {
      timeout: 20_000,
    });
  });
});

test('pages keep to their policy with every third party configured', async ({
  page,
  request,
  baseURL,
  upstreamURL,
}) => {
  test.setTimeout(180_000);
  const slugs = await seededSlugs(request);
  // The port after the site's (playwright.config.ts leaves it free).
  const port = Number(new URL(baseURL!).port) + 1;
  const site = await startGateway(port, upstreamURL, {
    GTM_ID: 'GTM-TEST1',
    ANALYTICS_ID: '1234567',
    SENTRY_DSN: 'https://publickey@errors.example/42',
  });
  try {
    const violations = await watchPolicyViolations(page);
    const external = await recordExternal(page);
    const on = (path: string) => `${site.origin}${path}`;

    await visit(page, ['/', '/promo', `/promo/${slugs.promo}`, '/halaman-yang-tidak-ada'].map(on));
    // An unhandled error is reported to the configured DSN.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uji kebijakan keamanan konten');
      });
    });
    await expect
      .poll(() => external.some((url) => url.startsWith('https://errors.example/')), {
        timeout: 15_000,
      })
      .toBe(true);

    // Signed in on the main site: the session cookie is sent to this port too.
    await signInOverHttp(page);
    await visit(page, ['/account', '/account/voucher?kode=MVB-AKTIF-01'].map(on));
    await expect(page.getByText('MVB-AKTIF-01').first()).toBeVisible();

    expect(violations).toEqual([]);
    // Each third party was let through by the policy (then stopped here).
    expect(external).toContainEqual('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(external.some((url) => url.includes('hotjar-1234567.js'))).toBe(true);
  } finally {
    await site.stop();
  }
});
