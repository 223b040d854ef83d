import { defineConfig, devices } from '@playwright/test';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 18080);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 18090);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'retain-on-failure',
    // The service worker answers from its precache and caches pages; specs that are not about
    // it run without it, so they see the network as they always did. offline.spec.ts and
    // member-isolation.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // A phone-sized Chromium (Pixel 7 viewport, touch, mobile user agent). Specs whose
    // behaviour does not depend on the screen (sessions and redirects, tracking, third
    // parties, resilience, the page-pattern rules, the security policy) run once, in the
    // desktop project.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: [
        'session.spec.ts',
        'tracking.spec.ts',
        'third-parties.spec.ts',
        'resilience.spec.ts',
        'page-pattern.spec.ts',
        'playground.spec.ts',
        'csp.spec.ts',
      ],
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${sitePort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(sitePort),
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      // One browser makes every request of the suite: the per-address limit is tested elsewhere.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every test signs in from this one address; the sign-in start's limit is tested elsewhere.
      SIGN_IN_RATE_LIMIT: '100000/10',
      // The reference sign-on host only sends codes back to registered return addresses.
      SSO_REDIRECT_URIS: `http://localhost:${sitePort}/redirect`,
    },
  },
});
