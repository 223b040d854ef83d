import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';

const harness = useHarness();
let banner: string;

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

beforeAll(async () => {
  const response = await fetch(`${harness.upstream.url}/content/v1/banners`);
  const body = (await response.json()) as { results: Array<{ imageDesktop: string }> };
  banner = body.results[0]!.imageDesktop;
});

const img = (src: string, w: string | number, accept?: string) =>
  harness.app.inject({
    url: `/img?src=${encodeURIComponent(src)}&w=${w}`,
    headers: accept ? { accept } : {},
  });

describe('GET /img', () => {
  it('scales a storage picture to the asked width, in the best format the browser takes', async () => {
    for (const [accept, format, type] of [
      [AVIF, 'heif', 'image/avif'],
      [WEBP, 'webp', 'image/webp'],
      [undefined, 'jpeg', 'image/jpeg'],
    ] as const) {
      const response = await img(banner, 480, accept);
      expect(response.statusCode, type).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers.vary).toContain('Accept');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format,
        width: 480,
        height: 160,
      });
    }
  });

  it('never scales up past the source', async () => {
    const response = await img(banner, 1600, WEBP);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1440);
  });

  it('downloads a source once for all its widths and formats, and resizes once under a rush', async () => {
    const promos = await fetch(`${harness.upstream.url}/content/v1/promos?page_size=1`);
    const promo = ((await promos.json()) as { results: Array<{ image: string }> }).results[0]!;
    await harness.resetUpstreamLog();
    const rush = await Promise.all(Array.from({ length: 20 }, () => img(promo.image, 320, WEBP)));
    expect(rush.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(rush.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    await img(promo.image, 640, WEBP);
    await img(promo.image, 320, AVIF);
    const fetched = (await harness.upstreamRequests()).filter((call) =>
      call.path.startsWith('/storage/'),
    );
    expect(fetched).toHaveLength(1);
  });

  it('answers 400 to a width outside the allowed set or a malformed source', async () => {
    const base = harness.config.storageUrl;
    for (const [src, w] of [
      [banner, 500],
      [banner, 0],
      [banner, '99999999'],
      [banner, 'abc'],
      [banner, ''],
      ['banners/banner-1-desktop.jpg', 480],
      ['file:///etc/passwd', 480],
      [`${base}/..%2f..%2fpackage.json`, 480],
      [`${base}/../content/v1/promos`, 480],
      [`${base}%2f..%2fcontent`, 480],
    ] as const) {
      expect((await img(src, w)).statusCode, `${src} ${w}`).toBe(400);
    }
    expect((await harness.app.inject({ url: '/img?w=480' })).statusCode).toBe(400);
  });

  it('answers 403 to a source outside the allowlist', async () => {
    for (const src of [
      `${harness.upstream.url}/content/v1/promos`,
      'https://example.com/storage/banner.jpg',
      `${harness.config.storageUrl}.evil.example/banner.jpg`,
    ]) {
      expect((await img(src, 480)).statusCode, src).toBe(403);
    }
  });

  it('draws an SVG logo at the asked width, keeping its transparency, PNG for a JPEG browser', async () => {
    const logo = `${harness.config.storageUrl}/categories/kuliner.svg`;
    for (const [accept, format, type, width] of [
      [WEBP, 'webp', 'image/webp', 160],
      [undefined, 'png', 'image/png', 480],
    ] as const) {
      const response = await img(logo, width, accept);
      expect(response.statusCode, type).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      const picture = sharp(response.rawPayload);
      const meta = await picture.metadata();
      expect({ format: meta.format, width: meta.width, alpha: meta.hasAlpha }).toEqual({
        format,
        width,
        alpha: true,
      });
      // The seeded icons are rounded squares: a corner is see-through, the middle is not.
      const { data, info } = await picture
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alphaAt(0, 0)).toBe(0);
      expect(alphaAt(width / 2, width / 2)).toBe(255);
    }
  });

  it('answers 404 for a missing picture', async () => {
    const base = harness.config.storageUrl;
    const missing = await img(`${base}/banners/nope.jpg`, 480);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'not_found' });
  });
});
