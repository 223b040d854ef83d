import { chromium, request } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:38080';
const axeSource = readFileSync('node_modules/.pnpm/axe-core@4.14.1/node_modules/axe-core/axe.min.js', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pub = ['/', '/promo', '/promo/cashback-15-di-glow-beauty-bar', '/event', '/event/festival-kuliner-nusantara', '/event/festival-kuliner-nusantara/register', '/campaign/serba-hemat-akhir-bulan', '/campaign-event/akhir-pekan-seru', '/article', '/merchant', '/merchant/kopi-senja', '/search?q=kopi', '/about', '/business', '/gramedia-troops', '/learn-more', '/referral', '/health', '/tidak-ada'];
const acct = ['/account', '/account/poin', '/account/voucher', '/account/voucher/bookmark', '/account/voucher/history', '/account/badge', '/account/referral', '/account/setting'];
async function signIn(ctx, email) {
  const page = await ctx.newPage();
  await page.goto(base + '/webapi/auth/login');
  await page.getByLabel('Email atau nomor HP').fill(email);
  await page.getByLabel('Kata sandi').fill('Rahasia123');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sso') && !u.pathname.startsWith('/redirect'), { timeout: 30000 });
  await page.close();
}
const found = {};
async function audit(ctx, label, paths) {
  for (const path of paths) {
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(300);
    await page.addScriptTag({ content: axeSource });
    const res = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa'] } }));
    for (const v of res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      for (const n of v.nodes) {
        const key = `${v.id} | ${n.target.join(' ')} | ${(n.failureSummary||'').split('\n').slice(1,2).join(' ').slice(0,140)}`;
        (found[key] ??= []).push(`${label}${path}`);
      }
    }
    await page.close();
  }
}
for (const [vw, name] of [[{ width: 390, height: 844 }, 'phone'], [{ width: 1366, height: 900 }, 'desk']]) {
  const anon = await browser.newContext({ viewport: vw });
  await audit(anon, `${name}:anon:`, pub);
  for (const email of ['budi@contoh.id', 'siti@contoh.id']) {
    const ctx = await browser.newContext({ viewport: vw });
    await signIn(ctx, email);
    await audit(ctx, `${name}:${email.slice(0,4)}:`, email.startsWith('budi') ? [...acct, '/', '/promo/cashback-15-di-glow-beauty-bar', '/referral'] : acct);
  }
}
const keys = Object.keys(found).sort();
console.log('distinct', keys.length, 'total', keys.reduce((n, k) => n + found[k].length, 0));
for (const k of keys) console.log(k, '\n    ', found[k].length, found[k].slice(0, 4).join(' '));
await browser.close();
