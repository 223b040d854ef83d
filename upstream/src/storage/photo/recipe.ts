import { z } from 'zod';
import type { PhotoOptions } from './photo.js';

/**
 * What the seed stores under a `.jpg` path: the options of the picture, not its bytes. Rendering
 * 250 photos would add seconds to every fresh start; the storage route renders each on its first
 * request instead (`photo-cache.ts`).
 */
export const PHOTO_RECIPE_TYPE = 'application/vnd.myvalue.photo+json';

const PhotoRecipe = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  glyph: z.string().optional(),
  tone: z.number().int(),
  width: z.number().int().min(16).max(4000),
  height: z.number().int().min(16).max(4000),
});

export function encodePhotoRecipe(options: PhotoOptions): string {
  return JSON.stringify(options);
}

export function decodePhotoRecipe(body: Uint8Array): PhotoOptions {
  return PhotoRecipe.parse(JSON.parse(Buffer.from(body).toString('utf8'))) as PhotoOptions;
}
