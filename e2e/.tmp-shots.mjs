import { chromium } from '@playwright/test';
const email = process.argv[2] ?? 'budi@contoh.id';
const tag = process.argv[3] ?? 'budi';
const pages = (process.argv[4] ?? '/account,/account/poin,/account/badge,/account/referral').split(',');
const widths = (process.argv[5] ?? '1366,390').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:28180/');
await page.getByRole('link', { name: 'Masuk / Daftar' }).first().click();
await page.getByLabel('Email atau nomor HP').fill(email);
await page.getByLabel('Kata sandi').fill('Rahasia123');
await page.getByRole('button', { name: 'Masuk', exact: true }).click();
await page.waitForURL((url) => url.port === '28180' && url.pathname !== '/redirect');
for (const width of widths) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  for (const path of pages) {
    await page.goto('http://localhost:28180' + path);
    await page.waitForLoadState('networkidle');
    if (path.includes('badge') && tag === 'budi') {
      await page.getByRole('button', { name: 'Sultan Belanja, terkunci' }).click();
      await page.waitForTimeout(500);
    }
    const name = `/tmp/acct-home-${tag}-${path.replace(/\W+/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !path.includes('badge') || tag !== 'budi' });
    console.log(name);
  }
}
await browser.close();
