import { chromium } from '@playwright/test';
const base = 'http://localhost:38080';
const rate = Number(process.env.RATE ?? 14);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.6 });
async function measure(path, act, label) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(base + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60000 });
  if (process.env.ENGAGE) { await page.mouse.wheel(0, 10); await page.waitForTimeout(4000); }
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ name: e.name, d: e.duration, p: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await act(page);
  await page.waitForTimeout(3000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ev = await page.evaluate(() => window.__events);
  const max = ev.reduce((m, e) => Math.max(m, e.d), 0);
  console.log(label, Math.round(max), JSON.stringify(ev.filter(e=>e.d>=max-1)));
  await page.close();
}
for (let i = 0; i < 2; i++) {
await measure('/promo', (p) => p.getByRole('link', { name: 'Muat lebih banyak' }).tap(), 'load more');
await measure('/promo', (p) => p.locator('a[href^="/promo/"]').first().tap(), 'open promo');
await measure('/promo', (p) => p.getByLabel('Merchant').selectOption({ index: 2 }), 'filter');
}
await browser.close();
