import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraCssPlugin } from './build/chakra-css-plugin';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';

/**
 * The error-reporting SDK (a third of all the app's JavaScript) loads only when a DSN is set and
 * is no use offline: a member's phone does not download it just to keep it.
 */
async function withoutErrorReporting<T extends { url: string }>(entries: T[]) {
  const viteManifest = JSON.parse(
    await readFile(new URL('./dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const skipped = new Set(
    Object.entries(viteManifest)
      .filter(([source]) => source.includes('/@sentry/'))
      .map(([, chunk]) => chunk.file),
  );
  return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocumentsPlugin(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    chakraCssPlugin(),
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
          manifestTransforms: [withoutErrorReporting],
        },
      }),
  ],
  build: {
    // The gateway reads the manifest to know the entry's chunks (and future deploy checks).
    manifest: true,
    sourcemap: true,
  },
  ssr: {
    // Bundle these into the server entry: their Node builds are CJS/ESM hybrids that
    // resolve differently from the browser build and would otherwise mismatch on hydration.
    noExternal: ['@chakra-ui/react', '@ark-ui/react', '@zag-js/*', '@pandacss/*'],
  },
}));
