// One-off: writes src/theme/tokens.ts and src/theme/semantic-tokens.ts from Chakra's default
// theme, keeping only the colour palettes the site uses and light-mode values (the site has no
// dark mode). Rerun after a Chakra upgrade: `node build/eject-chakra-tokens.mjs`, then prettier.
import { writeFileSync } from 'node:fs';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';

const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'];
const DROPPED = ['teal', 'cyan', 'purple', 'pink'];

const lightOnly = (node) => {
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
  if ('_light' in node) return lightOnly(node._light);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, lightOnly(value)]));
};
const withoutDropped = (group) =>
  Object.fromEntries(Object.entries(group).filter(([key]) => !DROPPED.includes(key)));

const header = (what) =>
  `// Ejected from @chakra-ui/react ${what} by build/eject-chakra-tokens.mjs: palettes ${PALETTES.join(', ')}\n` +
  `// (plus black, white and the alphas), light mode only. Not imported from the package, whose\n` +
  `// theme entry would pull the whole default theme back into the bundle.\n`;

/** JSON with each token (`{ value }`) on one line: a scale reads as a table. */
const source = (node) =>
  JSON.stringify(node, null, 2).replace(
    /\{\n\s*"value": ("(?:[^"\\]|\\.)*"|[^\n{}]+)\n\s*\}/g,
    (_, value) => `{ "value": ${value} }`,
  );

// Chakra's sizes start with the whole spacing scale: written once, spread into sizes.
const { spacing, sizes, ...rest } = tokens;
const sizesBeyondSpacing = Object.fromEntries(
  Object.entries(sizes).filter(
    ([key, token]) => JSON.stringify(spacing[key]) !== JSON.stringify(token),
  ),
);
writeFileSync(
  new URL('../src/theme/tokens.ts', import.meta.url),
  `${header('tokens')}import { defineTokens } from '@chakra-ui/react';\n\n` +
    `const spacing = defineTokens.spacing(${source(spacing)});\n\n` +
    `export const tokens = defineTokens({\n` +
    `  ${source({ ...rest, colors: withoutDropped(tokens.colors) }).slice(1, -2)},\n` +
    `  spacing,\n  sizes: { ...spacing, ...${source(sizesBeyondSpacing)} },\n});\n`,
);
writeFileSync(
  new URL('../src/theme/semantic-tokens.ts', import.meta.url),
  `${header('semantic tokens')}import { defineSemanticTokens } from '@chakra-ui/react';\n\n` +
    `export const semanticTokens = defineSemanticTokens(${source(
      lightOnly({ ...semanticTokens, colors: withoutDropped(semanticTokens.colors) }),
    )});\n`,
);
