import { defineConfig } from '@playwright/test';
import base, { fullChromiumPath, launchOptions, siteServers } from './playwright.config';

/**
 * The looks of every page at a phone and a desktop width, compared with screenshots taken
 * before a change (`npm run screenshots -- --update-snapshots` first). Kept out of `npm test`:
 * the shots depend on the machine's fonts, so they are a before/after check on one machine,
 * not committed baselines.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '.screenshots/{projectName}/{arg}{ext}',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 },
  },
  // The looks a member's browser draws: the whole Chromium, not the suite's headless shell.
  use: { ...base.use, reducedMotion: 'reduce', launchOptions: launchOptions(fullChromiumPath) },
  // One site: the second pair of servers is for the suite's tests that need their own.
  webServer: siteServers,
  projects: [
    {
      name: 'phone-390',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
    { name: 'desktop-1366', use: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 } },
  ],
});
