import { expect, test } from './support/test';
import { BUDI } from './support/sign-in';
import { withPublicConfig } from './support/third-parties';

test.describe('Third parties, when configured', () => {
  test('the tag manager container loads when gtmId is set', async ({ page, baseURL }) => {
    const external = await withPublicConfig(page, baseURL!, { gtmId: 'GTM-TEST1' });
    await page.goto('/');
    await expect
      .poll(() => external)
      .toContainEqual('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: BUDI });

    test('a signed-in member is identified to behaviour analytics when analyticsId is set', async ({
      page,
      baseURL,
    }) => {
      const external = await withPublicConfig(page, baseURL!, { analyticsId: '1234567' });
      await page.goto('/promo');
      await expect.poll(() => external.some((url) => url.includes('hotjar-1234567.js'))).toBe(true);
      // Polled: the script loads after the page.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { hj?: { q?: unknown[][] } }).hj?.q ?? []),
        )
        .toContainEqual([
          'identify',
          expect.stringMatching(/\S+/),
          { fullName: expect.stringMatching(/Budi/) },
        ]);
    });
  });

  test('a visitor is not identified', async ({ page, baseURL }) => {
    await withPublicConfig(page, baseURL!, { analyticsId: '1234567' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as { hj?: unknown }).hj)).toBe('undefined');
  });

  test('error reporting loads only with a DSN and reports to it', async ({ page, baseURL }) => {
    const external = await withPublicConfig(page, baseURL!, {
      sentryDsn: 'https://publickey@errors.example/42',
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // An unhandled error in the page is reported (page loads are sampled at 0.7, errors not).
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uji pelaporan galat');
      });
    });
    await expect
      .poll(() => external.filter((url) => url.startsWith('https://errors.example/')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(external.filter((url) => !url.startsWith('https://errors.example/'))).toEqual([]);
  });
});
