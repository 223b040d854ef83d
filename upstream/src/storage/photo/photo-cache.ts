import { renderPhotoJpeg, type PhotoOptions } from './photo.js';

/** About 250 seeded photos of 20-150 KB each fit many times over. */
const MAX_BYTES = 96 * 1024 * 1024;

/**
 * Rendered photos by key (the recipe's ETag), oldest evicted first past `MAX_BYTES`. The promise
 * is stored, so concurrent first requests for one photo render it once.
 */
export function createPhotoCache(render = renderPhotoJpeg) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function evict() {
    for (const [key, size] of sizes) {
      if (bytes <= MAX_BYTES) break;
      sizes.delete(key);
      entries.delete(key);
      bytes -= size;
    }
  }

  return {
    get(key: string, options: PhotoOptions): Promise<Buffer> {
      const cached = entries.get(key);
      if (cached) return cached;
      const pending = render(options).then(
        (jpeg) => {
          if (entries.get(key) === pending) {
            sizes.set(key, jpeg.length);
            bytes += jpeg.length;
            evict();
          }
          return jpeg;
        },
        (error: unknown) => {
          entries.delete(key);
          throw error;
        },
      );
      entries.set(key, pending);
      return pending;
    },
  };
}

export type PhotoCache = ReturnType<typeof createPhotoCache>;
