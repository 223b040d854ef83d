import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:chakra.css';
const RESOLVED_ID = `\0${ID}`;
const RENDERER = fileURLToPath(new URL('../src/theme/global-stylesheet.ts', import.meta.url));

/**
 * `import 'virtual:chakra.css'` (client entry): Chakra's preflight, global and token CSS,
 * compiled from the site's own system at build time, so Vite emits it as a hashed, long-cached
 * stylesheet linked from the page template instead of each page inlining ~47 KB of it.
 * (In dev the CSS is computed once per server start: restart after changing the theme.)
 */
export function chakraCssPlugin(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'myvalue:chakra-css',
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= runnerImport<{ renderGlobalStylesheet: () => string }>(RENDERER, {
        configFile: false,
        logLevel: 'warn',
      }).then(({ module }) => module.renderGlobalStylesheet());
      return css;
    },
  };
}
