import { describe, expect, it } from 'vitest';
import { renderIconSvg } from './icon.js';

describe('renderIconSvg', () => {
  it('is deterministic', () => {
    const options = { label: 'Kuliner', glyph: 'utensils' as const, tone: 0 };
    expect(renderIconSvg(options)).toBe(renderIconSvg(options));
  });

  it('escapes the label and falls back to its initial', () => {
    const svg = renderIconSvg({ label: '<script>alert(1)</script> & co', tone: 2 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(svg).toMatch(/<text [^>]*>&lt;<\/text>/);
  });

  it('uses brand-family colours', () => {
    expect(renderIconSvg({ label: 'A', tone: 1 })).toContain('#84329B');
  });
});
