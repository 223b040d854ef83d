import { describe, expect, it } from 'vitest';
import { responsiveSource } from './image-url';

const storage = 'http://127.0.0.1:8090/storage';

describe('responsiveSource', () => {
  it('lists /img widths up to the picture’s own, the last described by its real width', () => {
    const { src, srcSet } = responsiveSource(`${storage}/promos/a-thumb.jpg`, 400, storage);
    const url = (w: number) =>
      `/img?src=${encodeURIComponent(`${storage}/promos/a-thumb.jpg`)}&w=${w}`;
    expect(srcSet).toBe(`${url(160)} 160w, ${url(320)} 320w, ${url(480)} 400w`);
    expect(src).toBe(url(480));
  });

  it('keeps SVGs and pictures from elsewhere as they are', () => {
    expect(responsiveSource(`${storage}/merchants/kopi.svg`, 256, storage)).toEqual({
      src: `${storage}/merchants/kopi.svg`,
    });
    expect(responsiveSource('https://cdn.example.id/a.jpg', 800, storage)).toEqual({
      src: 'https://cdn.example.id/a.jpg',
    });
    expect(responsiveSource(`${storage}x/a.jpg`, 800, storage).srcSet).toBeUndefined();
  });
});
