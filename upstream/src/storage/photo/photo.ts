import sharp from 'sharp';
import { renderBannerSvg, type BannerOptions } from '../svg/banner.js';

export type PhotoOptions = Omit<BannerOptions, 'backdrop'>;

/** JPEG quality of the pictures; with the grain below it gives the weight of a real photo. */
const QUALITY = 80;
/** Standard deviation of the per-pixel grain, in 0-255 levels: the main lever on the bytes. */
const GRAIN = 11;

/**
 * A photo-like JPEG for a promo, event, article or banner: a soft seeded colour field, blurred
 * shapes like out-of-focus lights, film grain, and the title laid over it. Deterministic (the
 * same options give the same bytes) and local (no network), so the reference upstream weighs what
 * a real content API's pictures weigh instead of flattering every measure with tiny SVGs.
 */
export async function renderPhotoJpeg(options: PhotoOptions): Promise<Buffer> {
  const { width, height } = options;
  const random = seededRandom(`${options.title}|${options.tone}|${width}x${height}`);
  const field = await colourField(random, width, height);
  const lit = await sharp(field, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(lightsSvg(random, width, height)) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  addGrain(lit, random);
  return sharp(lit, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(renderBannerSvg({ ...options, backdrop: 'scrim' })) }])
    .jpeg({ quality: QUALITY, progressive: true })
    .toBuffer();
}

/** A coarse grid of related colours, blown up with a cubic kernel into smooth gradients. */
async function colourField(random: () => number, width: number, height: number) {
  const columns = Math.max(3, Math.round((6 * width) / height));
  const rows = 6;
  const baseHue = random() * 360;
  const coarse = Buffer.alloc(columns * rows * 3);
  for (let index = 0; index < columns * rows; index += 1) {
    const hue = baseHue + (random() - 0.5) * 90;
    const [r, g, b] = hslToRgb(hue, 0.35 + random() * 0.4, 0.25 + random() * 0.45);
    coarse.set([r, g, b], index * 3);
  }
  return sharp(coarse, { raw: { width: columns, height: rows, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(1, Math.round(height / 40)))
    .raw()
    .toBuffer();
}

/** Blurred circles and a few sharp-edged shapes, like lights and objects out of focus. */
function lightsSvg(random: () => number, width: number, height: number): string {
  const shapes: string[] = [];
  const count = 14 + Math.floor(random() * 10);
  for (let index = 0; index < count; index += 1) {
    const r = Math.round(height * (0.03 + random() * 0.22));
    const [red, green, blue] = hslToRgb(random() * 360, 0.5, 0.55 + random() * 0.35);
    const opacity = (0.12 + random() * 0.35).toFixed(2);
    const filter = random() < 0.7 ? ' filter="url(#soft)"' : '';
    shapes.push(
      `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="rgb(${red},${green},${blue})" fill-opacity="${opacity}"${filter}/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${Math.round(height / 60)}"/></filter></defs>` +
    shapes.join('') +
    `</svg>`
  );
}

/** Luminance grain (the same offset on the three channels), roughly Gaussian. */
function addGrain(pixels: Buffer, random: () => number): void {
  for (let index = 0; index < pixels.length; index += 3) {
    const noise = (random() + random() + random() - 1.5) * 2 * GRAIN;
    for (let channel = 0; channel < 3; channel += 1) {
      const value = pixels[index + channel]! + noise;
      pixels[index + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** mulberry32 seeded with FNV-1a, as the seed's own random streams. */
function seededRandom(text: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state = Math.imul(state ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
