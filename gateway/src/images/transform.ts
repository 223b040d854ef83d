import sharp, { type Sharp } from 'sharp';
import type { OutputFormat } from './format.js';

// libvips' own operation cache only helps repeated identical pipelines, which our LRU already
// answers; off, it holds no memory. One thread per resize: on a 2-core host, several resizes
// side by side do more than one resize spread over both cores.
sharp.cache(false);
sharp.concurrency(1);

/** Refuse decompression bombs: a 10 000 × 10 000 picture is already far beyond any photo here. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Quality per format, tuned by eye on the seeded photos. AVIF at effort 2 (default 4) costs
 * 5-10x less CPU for files about 15% larger: measured in docs/api.md ("Images").
 */
const ENCODERS: Record<OutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export class NotAnImageError extends Error {}

/** `source` scaled down to `width` (never up), EXIF orientation applied, metadata dropped. */
export async function resizeImage(
  source: Buffer,
  width: number,
  format: OutputFormat,
): Promise<Buffer> {
  try {
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return await ENCODERS[format](image).toBuffer();
  } catch (cause) {
    throw new NotAnImageError('The source is not an image sharp can read', { cause });
  }
}
