import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { exportedClasses, staticCssPlugin } from './static-css-plugin';

describe('a style module', () => {
  it('exports its class names by constant', () => {
    const source = `
      import { staticClass } from './static-class';
      const panel = { bg: 'white' };
      export const root = staticClass('mv-card', { ...panel, p: '3' });
      export const title = staticClass('mv-card__title', { fontWeight: 'semibold' });`;
    expect(exportedClasses('card.css.ts', source)).toEqual([
      ['root', 'mv-card'],
      ['title', 'mv-card__title'],
    ]);
  });

  it.each([
    ["export const name = 'mv-card';", /not staticClass/],
    ['export const name = staticClass(`mv-${x}`, {});', /not staticClass/],
    ['export function helper() {}', /exports only staticClass/],
    ["export { a } from './a';", /exports only staticClass/],
    ['export default {};', /exports only staticClass/],
  ])('refuses anything else: %s', (source, message) => {
    expect(() => exportedClasses('bad.css.ts', source)).toThrow(message);
  });
});

describe('the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const buildWith = (entry: string) => {
    writeFileSync(
      join(dir, 'card.css.ts'),
      `import { staticClass } from '${join(process.cwd(), 'src/theme/static-class')}';
       export const root = staticClass('mv-test-card', { p: '3' });
       export const dead = staticClass('mv-test-card__dead', { p: '4' });`,
    );
    writeFileSync(join(dir, 'main.ts'), entry);
    return build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [staticCssPlugin()],
      build: { write: false, lib: { entry: join(dir, 'main.ts'), formats: ['es'] } },
    });
  };

  it('ships class names, not style objects', async () => {
    const output = (await buildWith(
      `import * as cardCss from './card.css';
       export const classes = [cardCss.root, cardCss.dead];`,
    )) as Array<{ output: Array<{ type: string; code?: string }> }>;
    const code = output[0]!.output.find((chunk) => chunk.type === 'chunk')!.code!;
    expect(code).toContain('mv-test-card__dead');
    expect(code).not.toContain('staticClass');
    expect(code).not.toMatch(/\bp\s*:/);
  });

  it('fails on a class no code uses', async () => {
    await expect(
      buildWith(`import * as cardCss from './card.css'; export const classes = [cardCss.root];`),
    ).rejects.toThrow(/Static classes no code uses.*mv-test-card__dead/);
  });
});
