import { describe, expect, it } from 'vitest';
import { responsiveSource, thumbnailSource } from './image-url';

const storage = 'http://127.0.0.1:8090/storage';

describe('responsiveSource', () => {
  it('lists /img widths up to the picture’s own, the last described by its real width', () => {
    const { src, srcSet } = responsiveSource(`${storage}/promos/a-thumb.jpg`, 400, storage);
    const url = (w: number) =>
      `/img?src=${encodeURIComponent(`${storage}/promos/a-thumb.jpg`)}&w=${w}`;
    expect(srcSet).toBe(`${url(160)} 160w, ${url(320)} 320w, ${url(480)} 400w`);
    expect(src).toBe(url(480));
  });

  it('has SVGs drawn at each width they are asked for, up to the one past their size', () => {
    const logo = `${storage}/merchants/kopi.svg`;
    const url = (w: number) => `/img?src=${encodeURIComponent(logo)}&w=${w}`;
    expect(responsiveSource(logo, 256, storage)).toEqual({
      src: url(320),
      srcSet: `${url(160)} 160w, ${url(320)} 320w`,
    });
    expect(thumbnailSource(`${logo}?v=2`, 160, storage)).toBe(
      `/img?src=${encodeURIComponent(`${logo}?v=2`)}&w=160`,
    );
  });

  it('keeps pictures from elsewhere as they are', () => {
    expect(responsiveSource('https://cdn.example.id/a.jpg', 800, storage)).toEqual({
      src: 'https://cdn.example.id/a.jpg',
    });
    expect(responsiveSource(`${storage}x/a.jpg`, 800, storage).srcSet).toBeUndefined();
  });
});
