import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // One module graph for every file, as in the gateway's and the upstream's suites: React,
    // the UI kit and Apollo are imported once, not once per file (5 s instead of 15 s on the idle
    // 2-core machine). No test mocks a module; stubbed globals are put back after each test.
    isolate: false,
    unstubGlobals: true,
  },
});
