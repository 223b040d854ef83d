import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Integration tests start the reference upstream from source, and share its test tools.
    alias: [
      {
        find: /^@myvalue\/upstream$/,
        replacement: fileURLToPath(new URL('../upstream/src/index.ts', import.meta.url)),
      },
      {
        // graphql's CommonJS entry, as Node resolves it for Apollo Server and for the built
        // gateway: Vite's resolver would pick its ESM file, a second copy whose schema types
        // the first does not recognise (graphql/untrusted-input.ts walks them).
        find: /^graphql$/,
        replacement: createRequire(import.meta.url).resolve('graphql'),
      },
      {
        find: /^@myvalue\/upstream\/testing$/,
        replacement: fileURLToPath(new URL('../upstream/src/testing/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One process for every file: the gateway, the upstream and PGlite's WebAssembly are loaded
    // and compiled once, not once per file (4 min instead of 11 on a busy 2-core machine). Each
    // file still gets its own upstream and database (test-support/harness.ts), and no test
    // mocks a module.
    isolate: false,
  },
});
