import { describe, expect, it } from 'vitest';
import { renderBannerSvg, renderQrLikeSvg } from './banner.js';

describe('renderBannerSvg', () => {
  const options = {
    title: 'Diskon 20% di Kopi Senja',
    subtitle: 'Gratis',
    glyph: 'utensils' as const,
    tone: 3,
    width: 800,
    height: 450,
  };

  it('is deterministic and sized as asked', () => {
    const svg = renderBannerSvg(options);
    expect(svg).toBe(renderBannerSvg(options));
    expect(svg).toMatch(/^<svg [^>]*width="800" height="450" viewBox="0 0 800 450"/);
    expect(svg).toContain('<title>Diskon 20% di Kopi Senja</title>');
  });

  it('escapes text and wraps long titles into at most three lines', () => {
    const svg = renderBannerSvg({
      ...options,
      title: `<script>alert(1)</script> ${'kata '.repeat(60)}`,
      subtitle: 'A & B',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('A &amp; B');
    expect(svg.match(/font-weight="700"/g)).toHaveLength(3);
    expect(svg).toContain('…');
  });
});

describe('renderQrLikeSvg', () => {
  it('draws the same pattern for the same text, another for other text', () => {
    const one = renderQrLikeSvg('https://contoh.id/app', 'Unduh');
    expect(one).toBe(renderQrLikeSvg('https://contoh.id/app', 'Unduh'));
    expect(one).not.toBe(renderQrLikeSvg('https://contoh.id/lain', 'Unduh'));
    expect(one).toContain('<title>Unduh</title>');
  });
});
