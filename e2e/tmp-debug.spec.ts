import { expect, test } from '@playwright/test';
import { cacheContents, waitForServiceWorker } from './support/offline';
import { signIn } from './support/sign-in';
test.use({ serviceWorkers: 'allow' });
test('debug', async ({ page }) => {
  test.setTimeout(90_000);
  page.on('console', (m) => console.log('PAGE', m.type(), m.text()));
  await signIn(page);
  await waitForServiceWorker(page);
  console.log('caches after sign-in', JSON.stringify(Object.entries(await cacheContents(page)).filter(([n]) => !n.includes('precache'))));
  await page.getByRole('button', { name: /^Menu akun / }).click();
  await page.getByTestId('user-menu').getByRole('link', { name: /Voucher Saya/ }).click();
  await expect(page).toHaveURL('/account/voucher');
  await page.waitForTimeout(3000);
  console.log('caches after nav', JSON.stringify(Object.entries(await cacheContents(page)).filter(([n]) => !n.includes('precache'))));
  const reply = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data);
      reg.active!.postMessage({ type: 'CACHE_WALLET' }, [channel.port2]);
      setTimeout(() => resolve('timeout'), 8000);
    });
  });
  console.log('reply', JSON.stringify(reply));
  console.log('caches after manual', JSON.stringify(Object.entries(await cacheContents(page)).filter(([n]) => !n.includes('precache'))));
});
