import { describe, expect, it } from 'vitest';
import { renderGlobalStylesheet } from './global-stylesheet';

describe("Chakra's global CSS", () => {
  it('is compiled into the stylesheet: layers, preflight, the brand tokens, the card classes', () => {
    const css = renderGlobalStylesheet();
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(css).toContain('--chakra-colors-brand-500:#84329B');
    expect(css).toContain('.mv-card{');
    // Only the palettes the site uses were ejected.
    expect(css).not.toContain('--chakra-colors-pink-500');
  });
});
