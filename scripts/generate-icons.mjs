// Draws the site's own pictures as PNGs into client/public/ with Chromium: the installable app's
// icons from the brand mark (client/public/favicon.svg's "V" on #84329B), and the store badges
// and the no-photo avatar from their SVGs in scripts/icon-sources/. Run after changing one:
//   node scripts/generate-icons.mjs
// The PNGs are committed; the build does not run this. Pages show rasters only: a browser draws
// each SVG picture in a document of its own, on the main thread (docs/decisions.md, "Logos and
// icons as small rasters").
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/test-programs.mjs';

// The gateway's sharp (it draws /img): Chromium's screenshots, in 256 colours, are 40% smaller.
const sharp = createRequire(new URL('../gateway/package.json', import.meta.url))('sharp');

const BRAND = '#84329B';
const MARK = '<path d="M16 20h8l8 16 8-16h8L36 46h-8z" fill="#fff"/>';
const publicDir = new URL('../client/public/', import.meta.url);
const sources = new URL('./icon-sources/', import.meta.url);

const mark = (rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">` +
  `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>${MARK}</svg>`;

/** An SVG of scripts/icon-sources/, stretched to the picture's box. */
async function source(name) {
  const svg = await readFile(new URL(name, sources), 'utf8');
  return svg.replace(/ width="\d+" height="\d+"/, ' width="100%" height="100%"');
}

// 'any' icons keep the favicon's rounded square; maskable and Apple icons are full-bleed
// squares (the launcher or iOS cuts the shape) with the mark inside the 80 % safe zone.
// Badges are drawn at twice the size they are shown (a phone's screen); the avatar at the
// 160 px of the member photos' thumbnails (components/thumbnail.tsx).
const pictures = [
  { file: 'icons/icon-192.png', width: 192, height: 192, svg: () => mark(true) },
  { file: 'icons/icon-512.png', width: 512, height: 512, svg: () => mark(true) },
  { file: 'icons/icon-maskable-512.png', width: 512, height: 512, svg: () => mark(false) },
  { file: 'icons/apple-touch-icon.png', width: 180, height: 180, svg: () => mark(false) },
  {
    file: 'badges/google-play.png',
    width: 135,
    height: 40,
    scale: 2,
    svg: () => source('google-play.svg'),
  },
  {
    file: 'badges/app-store.png',
    width: 120,
    height: 40,
    scale: 2,
    svg: () => source('app-store.svg'),
  },
  { file: 'no-avatar.png', width: 160, height: 160, svg: () => source('no-avatar.svg') },
];

for (const directory of new Set(pictures.map((picture) => dirname(picture.file)))) {
  await mkdir(new URL(`${directory}/`, publicDir), { recursive: true });
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const picture of pictures) {
    const scale = picture.scale ?? 1;
    const page = await browser.newPage({
      viewport: { width: picture.width, height: picture.height },
      deviceScaleFactor: scale,
    });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${await picture.svg()}</body></html>`,
    );
    const drawn = await page.screenshot({ omitBackground: true });
    await sharp(drawn)
      .png({ palette: true, compressionLevel: 9, effort: 10 })
      .toFile(new URL(picture.file, publicDir).pathname);
    await page.close();
    console.log(
      `client/public/${picture.file} (${picture.width * scale}×${picture.height * scale})`,
    );
  }
} finally {
  await browser.close();
}
