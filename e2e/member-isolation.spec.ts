import { expect, test, type Page } from './support/test';
import {
  cacheContents,
  cachedEntriesContaining,
  expectNothingLeftOffline,
  openWalletOnline,
  waitUntilCached,
} from './support/offline';
import { BUDI, logOut, openLogin, SITI, signInOverHttp, type DemoMember } from './support/sign-in';

// What one member sees never reaches the next one on the same browser: not in the pages the
// server renders, not in the Apollo state they carry, not in the service worker's caches.
// Sessions and caches do not depend on the screen: desktop only. Each test logs out or signs
// in over its member, so it makes its own sessions.
test.use({ serviceWorkers: 'allow' });

/** Budi's data as any page rendered for him holds it (the header's member data). */
const BUDI_MARKERS = [BUDI.email, 'MV-0001-2026', 'Budi Santoso'];

/** Signs in on the sign-on host from wherever the browser is, e.g. over another member. */
async function signInAgain(page: Page, member: DemoMember) {
  const siteOrigin = new URL(page.url()).origin;
  await page.goto('/webapi/auth/login');
  await page.getByLabel('Email atau nomor HP').fill(member.email);
  await page.getByLabel('Kata sandi').fill(member.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible({ timeout: 15_000 });
}

/** Budi signed in, with his wallet kept for offline use. */
async function budiWithWalletCached(page: Page) {
  await signInOverHttp(page);
  await openWalletOnline(page);
  expect(await cachedEntriesContaining(page, BUDI_MARKERS)).not.toEqual([]);
}

/** Siti is the one on screen and in every page's HTML; nothing of Budi's anywhere. */
async function expectOnlySiti(page: Page) {
  for (const path of ['/', '/account', '/account/voucher']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = await response!.text();
    expect(html, path).toContain(SITI.email);
    for (const marker of BUDI_MARKERS)
      expect(html, `${path} holds ${marker}`).not.toContain(marker);
    // What the browser shows and holds: the page as it is now, scripts included.
    await expect(page.getByRole('button', { name: 'Menu akun Siti Rahma' })).toBeVisible();
    const dom = await page.content();
    for (const marker of BUDI_MARKERS) expect(dom, path).not.toContain(marker);
  }
  expect(await cachedEntriesContaining(page, BUDI_MARKERS)).toEqual([]);
}

test.describe('member pages over HTTP', () => {
  test.describe.configure({ timeout: 60_000 });

  test('are private and never stored; a visitor page may be shared', async ({ page, request }) => {
    // The account area without a session: a redirect home, private all the same.
    const account = await request.get('/account/voucher', { maxRedirects: 0 });
    expect(account.status()).toBe(302);
    expect(account.headers()['cache-control']).toBe('private, no-store');

    // The same for every visitor: the gateway and a CDN keep it briefly, browsers revalidate.
    const visitor = await request.get('/promo');
    expect(visitor.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(visitor.headers()['vary']).toMatch(/cookie/i);
    expect(visitor.headers()['x-member-key']).toBe('anonymous');

    // Any page rendered with a session, and the account area, are the member's own.
    await signInOverHttp(page);
    for (const path of ['/', '/promo', '/account', '/account/voucher', '/redirect']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      // Rendered for him, never the visitors' copy of /promo kept above.
      expect(response.headers()['x-page-cache'], path).toBe('bypass');
      // The owner of the page for the offline caches: an opaque key, never the member's id.
      const key = response.headers()['x-member-key'];
      expect(key, path).toMatch(/^[0-9a-f]{32}$/);
      expect(await response.text(), path).toContain(`<meta name="member-key" content="${key}"`);
    }
  });
});

test.describe('switching members', () => {
  test.describe.configure({ timeout: 120_000 });

  test('after logout and Siti signing in, nothing of Budi is left', async ({ page, context }) => {
    await budiWithWalletCached(page);

    await logOut(page);
    // Nothing of Budi stays in the running page: not on screen, not in the server's inlined
    // state (read into the Apollo cache at start, then removed), not in the caches.
    await expect(page.locator('#ssr-state')).toHaveCount(0);
    const dom = await page.content();
    for (const marker of BUDI_MARKERS) expect(dom).not.toContain(marker);
    expect(await cachedEntriesContaining(page, BUDI_MARKERS)).toEqual([]);

    await openLogin(page);
    await page.getByLabel('Email atau nomor HP').fill(SITI.email);
    await page.getByLabel('Kata sandi').fill(SITI.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Menu akun Siti Rahma' })).toBeVisible({
      timeout: 15_000,
    });
    await expectOnlySiti(page);

    // Offline, the wallet is Siti's (the copy kept while she opened it above), never Budi's.
    await waitUntilCached(page, 'member-wallet', '/account/voucher');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu akun Siti Rahma' })).toBeVisible();
    await expect(page.getByText('Budi Santoso')).toHaveCount(0);
  });

  test('Siti signing in over Budi (no logout) drops his offline pages', async ({ page }) => {
    await budiWithWalletCached(page);

    await signInAgain(page, SITI);
    // The worker saw Siti's first page and emptied Budi's caches before keeping anything.
    await expect.poll(() => cachedEntriesContaining(page, BUDI_MARKERS)).toEqual([]);
    expect((await cacheContents(page))['member-wallet'] ?? []).toEqual([]);

    await expectNothingLeftOffline(page, 'Budi Santoso');

    await expectOnlySiti(page);
  });
});
