import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStylesheetSystem } from './system';
import { siteGlobalCss } from './global-css';
import { definedClasses } from './static-class';

// Every style module, folder by folder: shared before features, features before routes, so
// that a class of a later folder overrides one of an earlier folder it is combined with (same
// specificity: the later rule wins). A module's imports come before it, as in any ES module
// graph; imports flow the same way (docs/architecture.md).
const ordered = [
  import.meta.glob('./**/*.css.ts', { eager: true }),
  import.meta.glob('../components/**/*.css.ts', { eager: true }),
  import.meta.glob('../features/**/*.css.ts', { eager: true }),
  import.meta.glob('../routes/**/*.css.ts', { eager: true }),
  import.meta.glob('../app/**/*.css.ts', { eager: true }),
];
const everywhere = import.meta.glob('../**/*.css.ts');

/** `../theme/x.css.ts` and `./x.css.ts` (from theme/) name the same module. */
const fromSrc = (path: string) => path.replace(/^\.\//, '../theme/');

/**
 * The whole build-time stylesheet: Chakra's layer order, preflight, global and token CSS, the
 * site's global CSS and every static class of the `*.css.ts` modules, rendered once by Emotion
 * exactly as `ChakraProvider` would inline it. Runs at build time only
 * (build/static-css-plugin.ts): the result ships as a hashed stylesheet.
 */
export function renderGlobalStylesheet(): string {
  const loaded = new Set(ordered.flatMap((modules) => Object.keys(modules)).map(fromSrc));
  const stray = Object.keys(everywhere).filter((path) => !loaded.has(fromSrc(path)));
  if (stray.length > 0) throw new Error(`Style modules outside the ordered folders: ${stray}`);
  const system = createStylesheetSystem({ ...siteGlobalCss, ...definedClasses() });
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}
