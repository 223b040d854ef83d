import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { renderPhotoJpeg } from './photo.js';
import { createPhotoCache } from './photo-cache.js';

const options = { title: 'Diskon 20% di Kopi Senja', subtitle: 'Gratis', tone: 3 };

describe('renderPhotoJpeg', () => {
  it('draws the same JPEG for the same options, of the size and weight of a real photo', async () => {
    const jpeg = await renderPhotoJpeg({ ...options, width: 800, height: 450 });
    expect(jpeg.equals(await renderPhotoJpeg({ ...options, width: 800, height: 450 }))).toBe(true);
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 800, height: 450 });
    expect(jpeg.length).toBeGreaterThan(50_000);
    expect(jpeg.length).toBeLessThan(150_000);
  });
});

describe('createPhotoCache', () => {
  it('renders a photo once however many ask for it at the same time', async () => {
    const render = vi.fn(async () => Buffer.from('jpeg'));
    const cache = createPhotoCache(render);
    const photo = { ...options, width: 16, height: 16 };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', photo)));
    expect(results.map(String)).toEqual(Array(5).fill('jpeg'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed render so the next request tries again', async () => {
    const render = vi
      .fn<() => Promise<Buffer>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(Buffer.from('jpeg'));
    const cache = createPhotoCache(render);
    const photo = { ...options, width: 16, height: 16 };
    await expect(cache.get('k', photo)).rejects.toThrow('boom');
    expect(String(await cache.get('k', photo))).toBe('jpeg');
  });
});
