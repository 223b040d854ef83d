// Draws the installable app's icons from the brand mark (client/public/favicon.svg's "V" on
// #84329B) with Chromium, into client/public/icons/. Run once after changing the mark:
//   node scripts/generate-icons.mjs
// The PNGs are committed; the build does not run this.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const BRAND = '#84329B';
const MARK = '<path d="M16 20h8l8 16 8-16h8L36 46h-8z" fill="#fff"/>';
const out = new URL('../client/public/icons/', import.meta.url);

// 'any' icons keep the favicon's rounded square; maskable and Apple icons are full-bleed
// squares (the launcher or iOS cuts the shape) with the mark inside the 80 % safe zone.
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
];

const svg = (rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">` +
  `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>${MARK}</svg>`;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.rounded)}</body></html>`,
    );
    await page.screenshot({ path: new URL(icon.file, out).pathname, omitBackground: true });
    console.log(`client/public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
