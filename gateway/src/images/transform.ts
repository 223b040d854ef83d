import sharp, { type Sharp } from 'sharp';
import type { EncodedFormat, OutputFormat } from './format.js';

// libvips' own operation cache only helps repeated identical pipelines, which our LRU already
// answers; off, it holds no memory. One thread per resize: on a 2-core host, several resizes
// side by side do more than one resize spread over both cores.
sharp.cache(false);
sharp.concurrency(1);

/** Refuse decompression bombs: a 10 000 × 10 000 picture is already far beyond any photo here. */
const MAX_INPUT_PIXELS = 100_000_000;

/** libvips refuses a density above this. */
const MAX_DENSITY = 100_000;

/**
 * Quality per format, tuned by eye on the seeded photos. AVIF at effort 2 (default 4) costs
 * 5-10x less CPU for files about 15% larger: measured in docs/api.md ("Images").
 */
const ENCODERS: Record<EncodedFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
};

export class NotAnImageError extends Error {}

export interface EncodedImage {
  body: Buffer;
  format: EncodedFormat;
}

/**
 * `source` at `width`: a photo scaled down (never up), EXIF orientation applied, metadata
 * dropped; an SVG drawn at that width, since a vector has no pixels to run out of. A browser
 * draws each SVG picture in a document of its own, on the main thread, which on a phone made the
 * dozens of logos and icons of one page cost more than its script (issue 10); a small raster
 * costs it nearly nothing. JPEG has no transparency, so a picture with an alpha channel asked for
 * as JPEG comes as PNG.
 */
export async function resizeImage(
  source: Buffer,
  width: number,
  format: OutputFormat,
): Promise<EncodedImage> {
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false };
    const metadata = await sharp(source, options).metadata();
    const density =
      metadata.format === 'svg' && metadata.width
        ? Math.min(MAX_DENSITY, (72 * width) / metadata.width)
        : undefined;
    const image = sharp(source, { ...options, density })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const encoded = format === 'jpeg' && metadata.hasAlpha ? 'png' : format;
    return { body: await ENCODERS[encoded](image).toBuffer(), format: encoded };
  } catch (cause) {
    throw new NotAnImageError('The source is not an image sharp can read', { cause });
  }
}
