import { expect, test } from './support/test';
import { BUDI } from './support/sign-in';
import { dataLayer, followFooterLink } from './support/site';

test.describe('Page views', () => {
  test('the first load and every navigation push a pageview', async ({ page }) => {
    await page.goto('/promo?sort=newest');
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'pageview'))
      .toEqual([
        {
          event: 'pageview',
          page_path: '/promo?sort=newest',
          page_title: 'Semua Voucher - MyValue',
        },
      ]);

    await followFooterLink(page, 'Tentang');
    await expect(page).toHaveURL('/about');
    await expect
      .poll(async () =>
        (await dataLayer(page)).filter((entry) => entry.event === 'pageview').at(-1),
      )
      .toEqual({ event: 'pageview', page_path: '/about', page_title: 'Tentang Kami - MyValue' });
  });

  test('the tag manager script is not loaded without an id', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as { hj?: unknown }).hj)).toBe('undefined');
  });
});

test.describe('User-menu events', () => {
  // Logout is pressed but not confirmed: the session stays.
  test.use({ signedInAs: BUDI });

  test('each tracked item pushes its event, with the Staging suffix off production', async ({
    page,
  }) => {
    await page.goto('/');
    const cases: Array<[name: RegExp | string, event: string, label: string]> = [
      ['Lihat Profil', 'introSettingClickStaging', 'Setting Action'],
      [/Poin Saya/, 'introMyPointClickStaging', 'My Point Action'],
      [/Kode Referral/, 'introReferralClickStaging', 'Referral Action'],
      [/Membership/, 'introMyCardClickStaging', 'My Card Action'],
    ];
    for (const [name, event, label] of cases) {
      await page.getByRole('button', { name: /^Menu akun / }).click();
      const menu = page.getByTestId('user-menu');
      const link = menu.getByRole('link', { name });
      // Keep external tiles from opening a tab: the push happens on click either way.
      await link.evaluate((element) =>
        element.addEventListener('click', (clickEvent) => clickEvent.preventDefault()),
      );
      await link.click();
      await expect
        .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === event))
        .toEqual([{ event, event_label: label }]);
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: /^Menu akun / }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(async () =>
        (await dataLayer(page)).filter((entry) => entry.event === 'introLogoutClickStaging'),
      )
      .toEqual([{ event: 'introLogoutClickStaging', event_label: 'Logout Action' }]);
    const names = (await dataLayer(page)).map((entry) => String(entry.event));
    expect(names.filter((name) => name.startsWith('intro') && !name.endsWith('Staging'))).toEqual(
      [],
    );
  });
});
