import { LRUCache } from 'lru-cache';
import type { Dispatcher } from 'undici';
import { CONTENT_TYPES, type OutputFormat } from './format.js';
import type { ImageRequest } from './request.js';
import { fetchSource } from './source.js';
import { resizeImage } from './transform.js';

export interface ImageServiceOptions {
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Resized images kept in memory, by total bytes. */
  maxCacheBytes: number;
}

export interface ResizedImage {
  body: Buffer;
  contentType: string;
}

/**
 * Resized images by source, width and format, and the sources they came from, both bounded by
 * bytes. `LRUCache.fetch` keeps one fetch in flight per key: 20 requests for one picture at once
 * resize it once, and the widths and formats of one source download it once.
 */
export function createImageService({ dispatcher, timeoutMs, maxCacheBytes }: ImageServiceOptions) {
  const sources = new LRUCache<string, Buffer>({
    maxSize: Math.max(1, Math.floor(maxCacheBytes / 2)),
    sizeCalculation: (body) => Math.max(1, body.length),
    // A source is only needed while its widths are first asked for.
    ttl: 10 * 60_000,
    fetchMethod: (url) => fetchSource(new URL(url), { dispatcher, timeoutMs }),
  });
  const resized = new LRUCache<string, ResizedImage, ImageRequest & { format: OutputFormat }>({
    maxSize: maxCacheBytes,
    sizeCalculation: (image) => Math.max(1, image.body.length),
    fetchMethod: async (_key, _stale, { context }) => {
      const source = await sources.fetch(context.source.href);
      if (!source) throw new Error('The source cache answered nothing');
      const image = await resizeImage(source, context.width, context.format);
      return { body: image.body, contentType: CONTENT_TYPES[image.format] };
    },
  });

  return {
    async get(request: ImageRequest, format: OutputFormat): Promise<ResizedImage> {
      const key = `${format} ${request.width} ${request.source.href}`;
      const image = await resized.fetch(key, { context: { ...request, format } });
      if (!image) throw new Error('The image cache answered nothing');
      return image;
    },
  };
}
