import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';

export default defineConfig({
  plugins: [graphqlDocumentsPlugin(fileURLToPath(new URL('./src/gql', import.meta.url))), react()],
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
});
