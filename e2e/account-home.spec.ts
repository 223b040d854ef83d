import { AT_PHONE_SIZE_ONLY, expect, test, type Page } from './support/test';
import { points, queryGraphQL } from './support/content';
import { BUDI, SITI } from './support/sign-in';
import { dataLayer, hydrated, withoutLinkPreload } from './support/site';

/** A tap waits for the next page's loader (several upstream calls on a busy machine). */
const NAVIGATION_MS = 15_000;

/** The member's tier as the gateway answers it (the seed's tier points depend on the date). */
async function tierOf(page: Page) {
  const data = await queryGraphQL<{
    viewer: {
      tier: { name: string; point: number; nextTierName: string; pointToNextTier: number };
    };
  }>(page.request, '{ viewer { tier { name point nextTierName pointToNextTier } } }');
  return data.viewer.tier;
}

test.describe('Account home', () => {
  test.use({ signedInAs: BUDI, permissions: ['clipboard-read', 'clipboard-write'] });

  test("shows Budi's profile, tier progress, balance, expiring points and tiles", async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/account');

    const profile = page.getByTestId('profile-card');
    await expect(profile.getByRole('heading', { level: 1, name: 'Budi Santoso' })).toBeVisible();
    await expect(profile.getByText('budi@contoh.id')).toBeVisible();
    await expect(profile.getByText('Terverifikasi')).toBeVisible();
    await expect(profile.getByTestId('value-id')).toHaveText('MV-0001-2026');
    await expect(profile.getByRole('img', { name: 'Foto profil Budi Santoso' })).toBeVisible();

    const tier = await tierOf(page);
    const card = page.getByTestId('tier-card');
    await expect(card.getByTestId('tier-name')).toHaveText('Gold');
    await expect(card.getByTestId('tier-progress')).toHaveText(
      `${points(tier.pointToNextTier)} poin lagi menuju Platinum`,
    );
    // Gold starts at 50 000 tier points and Platinum at 250 000: the bar covers that stretch.
    const percent = Math.round(((tier.point - 50_000) / (250_000 - 50_000)) * 100);
    const bar = card.getByRole('progressbar', { name: 'Progres menuju Platinum' });
    await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    // Read out in words, as it is shown, not as a bare percentage.
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${points(tier.pointToNextTier)} poin lagi menuju Platinum`,
    );

    const balance = page.getByTestId('point-balance');
    await expect(balance).toContainText('125.000');
    // The seed's biggest month expires at the end of this month: always within 30 days.
    await expect(balance.getByTestId('expiring-point')).toContainText(
      /^[\d.]+ poin akan kedaluwarsa pada \d{1,2} \w{3} \d{4}/,
    );
    await expect(balance.getByTestId('expiring-point')).toContainText(
      /Kedaluwarsa (dalam \d+ hari|hari ini)/,
    );
    await expect(
      balance.getByRole('link', { name: 'Lihat jadwal kedaluwarsa poin' }),
    ).toHaveAttribute('href', '/account/poin#jadwal-kedaluwarsa');

    const tiles = page.getByTestId('account-tiles');
    await expect(tiles.getByRole('link')).toHaveText([
      /Poin Saya/,
      /Voucher Saya/,
      /Koleksi Badge.*4\/9 badge terkumpul/,
      /Kode Referral.*BUDI2026/,
      /Pengaturan/,
      /Membership.*2 kartu membership/,
    ]);
    const membership = tiles.getByRole('link', { name: /Membership/ });
    await expect(membership).toHaveAttribute('href', /\/sso\/account\/card$/);
    await expect(membership).toHaveAttribute('target', '_blank');
    await tiles.getByRole('link', { name: /Koleksi Badge/ }).click();
    await expect(page).toHaveURL('/account/badge', { timeout: NAVIGATION_MS });
  });

  test('copies the Value ID', async ({ page }) => {
    await page.goto('/account');
    const copy = page.getByRole('button', { name: /^(Salin|Tersalin) Value ID$/ });
    await copy.click();
    await expect(page.getByText('Value ID berhasil disalin')).toBeVisible();
    await expect(copy).toHaveAccessibleName('Tersalin Value ID');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MV-0001-2026');
  });

  test.describe('of a new member', () => {
    test.use({ signedInAs: SITI });

    test('shows a new member at the start: Silver, no points, no cards, no badges', async ({
      page,
    }) => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeVisible();
      await expect(page.getByTestId('tier-name')).toHaveText('Silver');
      await expect(page.getByTestId('tier-progress')).toHaveText('50.000 poin lagi menuju Gold');
      await expect(page.getByRole('progressbar', { name: 'Progres menuju Gold' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await expect(page.getByTestId('point-balance')).toContainText('0 poin');
      await expect(page.getByTestId('expiring-point')).toHaveText(
        'Tidak ada poin yang akan kedaluwarsa dalam waktu dekat.',
      );
      const tiles = page.getByTestId('account-tiles');
      await expect(tiles.getByRole('link', { name: /Koleksi Badge/ })).toContainText('0/9');
      await expect(tiles.getByRole('link', { name: /Membership/ })).toContainText(
        '0 kartu membership',
      );
    });
  });

  test('a tap to the account home shows its skeleton while its data loads', async ({ page }) => {
    await withoutLinkPreload(page);
    await page.goto('/account/poin');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql*', async (route) => {
      // Queries go as GET with the operation's name in the URL.
      if (route.request().url().includes('operationName=AccountHome')) await held;
      await route.fallback();
    });
    await page
      .getByRole('navigation', { name: 'Menu akun' })
      .getByRole('link', { name: 'Akun Saya' })
      .click();
    await expect(page.getByTestId('account-home-skeleton')).toBeVisible();
    release();
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect(page.getByTestId('account-home-skeleton')).toHaveCount(0);
  });

  test('the tiles and the account menu push the intro events', async ({ page }) => {
    // Five navigations: more than one page load's worth of time.
    test.setTimeout(60_000);
    await page.goto('/account');
    // The pushes are click handlers: a tap before hydration pushes nothing.
    await hydrated(page);
    const pushed = async (event: string) =>
      (await dataLayer(page)).filter((entry) => entry.event === event);

    const tiles = page.getByTestId('account-tiles');
    const membership = tiles.getByRole('link', { name: /Membership/ });
    // Keep the new tab from opening: the push happens on click either way.
    await membership.evaluate((element) =>
      element.addEventListener('click', (event) => event.preventDefault()),
    );
    await membership.click();
    await expect
      .poll(() => pushed('introMyCardClickStaging'))
      .toEqual([{ event: 'introMyCardClickStaging', event_label: 'My Card Action' }]);

    await tiles.getByRole('link', { name: /Poin Saya/ }).click();
    await expect(page).toHaveURL('/account/poin', { timeout: NAVIGATION_MS });
    await expect
      .poll(() => pushed('introMyPointClickStaging'))
      .toEqual([{ event: 'introMyPointClickStaging', event_label: 'My Point Action' }]);

    const nav = page.getByRole('navigation', { name: 'Menu akun' });
    await nav.getByRole('link', { name: 'Kode Referral' }).click();
    await expect(page).toHaveURL('/account/referral', { timeout: NAVIGATION_MS });
    await expect
      .poll(() => pushed('introReferralClickStaging'))
      .toEqual([{ event: 'introReferralClickStaging', event_label: 'Referral Action' }]);

    await nav.getByRole('link', { name: 'Pengaturan' }).click();
    await expect(page).toHaveURL('/account/setting', { timeout: NAVIGATION_MS });
    await expect
      .poll(() => pushed('introSettingClickStaging'))
      .toEqual([{ event: 'introSettingClickStaging', event_label: 'Setting Action' }]);

    // Items without an intro event push none.
    await nav.getByRole('link', { name: 'Koleksi Badge' }).click();
    await expect(page).toHaveURL('/account/badge', { timeout: NAVIGATION_MS });
    const intro = (await dataLayer(page)).filter((entry) =>
      String(entry.event).startsWith('intro'),
    );
    expect(intro).toHaveLength(4);
  });
});

test.describe('Account pages on the server', () => {
  test.use({ signedInAs: BUDI });

  test('render in one pass, as the member, never cacheable', async ({ page }) => {
    const pages: Array<[path: string, text: string]> = [
      ['/account', 'MV-0001-2026'],
      ['/account/poin', '125.000'],
      ['/account/badge', '4 dari 9 badge terkumpul'],
      ['/account/referral', 'BUDI2026'],
    ];
    for (const [path, text] of pages) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render-passes'], path).toBe('1');
      expect(response.headers()['cache-control'], path).toContain('no-store');
      expect(await response.text(), path).toContain(text);
    }
  });
});

test.describe('Account menu on a phone', { tag: AT_PHONE_SIZE_ONLY }, () => {
  test.use({ signedInAs: BUDI });

  test('is one sideways row, so the page starts on the first screen', async ({ page }) => {
    await page.goto('/account/poin');
    const nav = page.getByRole('navigation', { name: 'Menu akun' });
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(6);
    // Every item sits on the same line; the active one is scrolled into view.
    const tops = await links.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await expect(nav.getByRole('link', { name: 'Poin Saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Poin Saya' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Poin Saya' })).toBeInViewport();
  });
});
