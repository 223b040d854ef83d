import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the offline playground into gateway/dist/playground, served under /graphql/playground/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphql/playground/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
  },
});
