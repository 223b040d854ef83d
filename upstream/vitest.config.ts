import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // Each test file starts one embedded PostgreSQL; the first start on a machine takes seconds.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
