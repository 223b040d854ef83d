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

  it("expands a class's textStyle and layerStyle into their declarations", () => {
    const css = renderGlobalStylesheet();
    // card.css.ts: `title` takes textStyle itemTitle, `root` layerStyle card (theme/system.ts).
    const rule = (name: string) => css.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1];
    expect(rule('mv-card__title')).toContain('font-weight:var(--chakra-font-weights-semibold)');
    expect(rule('mv-card__title')).toContain('font-size:var(--chakra-font-sizes-sm)');
    expect(rule('mv-card')).toContain('border-radius:var(--chakra-radii-lg)');
    expect(rule('mv-card')).toContain('background:var(--chakra-colors-white)');
    expect(rule('mv-card')).not.toMatch(/textStyle|layerStyle|text-style|layer-style/);
  });

  it("sets Chakra's global custom properties once on the root, not on every element", () => {
    const css = renderGlobalStylesheet();
    const everyElement = [...css.matchAll(/(?:^|[};])\*\{([^}]*)\}/g)].map((match) => match[1]);
    expect(everyElement.length).toBeGreaterThan(0);
    for (const declarations of everyElement) expect(declarations).not.toContain('--');
    const root = css.match(/(?:^|[};])html\{([^}]*)\}/)?.[1];
    // The preflight's border colour and Chakra's ring default, inherited from the root.
    expect(root).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(root).toContain('--ring-offset-width:0px');
  });
});
