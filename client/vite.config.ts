import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { staticCssPlugin } from './build/static-css-plugin';
import { codeAfterPaintPlugin } from './build/code-after-paint-plugin';
import { compileHintBanner, firstLoadGroups, withoutEntryImports } from './build/first-load-chunks';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';
import { earlyEventsPlugin } from './build/early-events-plugin';
import { precacheOnlyTheShell } from './build/precache-shell';

/**
 * React Router's production build for the browser. Its package exports only its development
 * build (remix-run/react-router#14102), which keeps the developer warnings: their strings in the
 * first load, and checks run on every render.
 */
function reactRouterProductionBuild() {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const production = join(
    dirname(fromRouterDom.resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/**
 * Vite puts this on the entry's script and preload tags and in a <meta property="csp-nonce"> its
 * preload helper reads; the gateway puts each response's nonce in its place
 * (gateway/src/security/content-security-policy.ts).
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocumentsPlugin(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    staticCssPlugin(),
    codeAfterPaintPlugin(CSP_NONCE_PLACEHOLDER),
    earlyEventsPlugin(CSP_NONCE_PLACEHOLDER),
    // The service worker (sw/sw.ts → dist/client/sw.js) with the precache list of
    // this build. The page registers it itself (features/offline); the gateway serves the
    // manifest, from the runtime brand name.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,svg,png,woff2,html}'],
          // index.html is the server's template, not a page.
          globIgnores: ['index.html', 'sw.js', '**/*.map'],
          manifestTransforms: [
            precacheOnlyTheShell(new URL('./dist/client/.vite/manifest.json', import.meta.url)),
          ],
        },
      }),
    // Every text asset compressed once, at the strongest levels (the gateway serves the .br and
    // .gz files as they are): nothing is compressed per request.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/,
        exclude: /(^|\/)index\.html$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: { alias: isSsrBuild ? [] : reactRouterProductionBuild() },
  build: {
    // The gateway reads the manifest to know the entry's chunks (and future deploy checks).
    manifest: true,
    sourcemap: true,
    // Vite's polyfill fetches `modulepreload` links in browsers without them (Firefox before 115,
    // Safari before 17): ~250 B of the first load for browsers whose modules still load through
    // their imports, only later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? withoutEntryImports(deps) : deps,
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Class names of the style modules (and other imported constants) are written where
          // they are used, not exported from chunk to chunk as variables.
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          output: {
            postBanner: compileHintBanner,
            codeSplitting: {
              groups: firstLoadGroups(
                fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url)),
                fileURLToPath(new URL('./src/routes/home/home-route.tsx', import.meta.url)),
              ),
            },
          },
        },
  },
  ssr: {
    // Bundle these into the server entry: their Node builds are CJS/ESM hybrids that
    // resolve differently from the browser build and would otherwise mismatch on hydration.
    noExternal: ['@chakra-ui/react', '@ark-ui/react', '@zag-js/*', '@pandacss/*'],
  },
}));
