import { expect, test, type Page } from './support/test';
import { signInThroughForm } from './support/sign-in';
import { followFooterLink } from './support/site';

/** Lands on /redirect (as the gateway sends a member back) with `stored` in login-redirect. */
async function returnFromSignOn(page: Page, stored: string | null) {
  await page.goto('/learn-more');
  await page.evaluate((value) => {
    if (value === null) sessionStorage.removeItem('login-redirect');
    else sessionStorage.setItem('login-redirect', value);
  }, stored);
  await page.goto('/redirect');
}

/** Stands in for the gateway's endpoint, on the same origin, to read sessionStorage there. */
async function standInForSignInEndpoint(page: Page) {
  await page.route('**/webapi/auth/login', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>login</title>' }),
  );
}

/** Taps the header's 'Masuk / Daftar' and waits for the sign-in endpoint. */
async function tapSignIn(page: Page) {
  await page.getByRole('link', { name: 'Masuk / Daftar' }).click();
  await expect(page).toHaveURL('/webapi/auth/login');
}

test.describe('Sign-in start', () => {
  test('Masuk / Daftar stores the full current path, then goes to the sign-in endpoint', async ({
    page,
  }) => {
    await standInForSignInEndpoint(page);
    await page.goto('/promo?sort=newest#list');
    await tapSignIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe(
      '/promo?sort=newest#list',
    );
  });

  test('a tap before the page has hydrated stores the path too', async ({ page }) => {
    await standInForSignInEndpoint(page);
    // The page's code never arrives: the server's page, as a slow phone shows it at first.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/promo?sort=newest#list', { waitUntil: 'domcontentloaded' });
    await tapSignIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe(
      '/promo?sort=newest#list',
    );
  });

  test('the retry on /redirect does not overwrite the stored path', async ({ page }) => {
    await standInForSignInEndpoint(page);
    await page.goto('/redirect?error=login_failed');
    await page.evaluate(() => sessionStorage.setItem('login-redirect', '/event'));
    await page.getByRole('link', { name: 'Coba Lagi' }).click();
    await expect(page).toHaveURL('/webapi/auth/login');
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe('/event');
  });
});

test.describe('Return from sign-on (/redirect)', () => {
  test('a failed sign-in says so and offers a retry', async ({ page }) => {
    const response = await page.goto('/redirect?error=login_failed');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Gagal Masuk' })).toBeVisible();
    await expect(page.getByText('Silakan coba lagi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coba Lagi' })).toHaveAttribute(
      'href',
      '/webapi/auth/login',
    );
  });

  test('goes back to the stored same-site path, replacing /redirect, and forgets it', async ({
    page,
  }) => {
    await returnFromSignOn(page, '/promo?sort=newest#list');
    await expect(page).toHaveURL('/promo?sort=newest#list');
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL('/learn-more');
  });

  test('goes home without a stored path', async ({ page }) => {
    await returnFromSignOn(page, null);
    await expect(page).toHaveURL('/');
  });

  for (const hostile of [
    '//evil.example/promo',
    '/\\evil.example',
    'https://localhost@evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    ' /promo',
  ]) {
    test(`refuses ${JSON.stringify(hostile)} and goes home`, async ({ page }) => {
      await returnFromSignOn(page, hostile);
      await expect(page).toHaveURL('/');
      expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBeNull();
    });
  }
});

test.describe('Account area for a visitor', () => {
  test('the server answers 302 to /', async ({ request }) => {
    for (const path of ['/account', '/account/poin', '/account/voucher/history']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe('/');
    }
  });

  test('a client-side visit lands on / and replaces the history entry', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/promo');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await followFooterLink(page, 'Tentang');
    await expect(page).toHaveURL('/about');
    // The router sees a new entry for /account/poin (as after a click on a link to it).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/account/poin');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The /account entry was replaced: one step back is the page before it.
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });
});

test.describe('Sign-in round trip', () => {
  test('a member signs in through the SSO form and comes back where they started', async ({
    page,
  }) => {
    await signInThroughForm(page, { from: '/promo?sort=newest' });
    await expect(page).toHaveURL('/promo?sort=newest');
    const response = await page.request.get('/account/poin', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
