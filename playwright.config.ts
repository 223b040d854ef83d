import { createECDH } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import type { MemberOptions, SiteOptions } from './e2e/support/test';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 18080);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 18090);
// A second site and upstream for the tests tagged ON_OWN_SERVERS (csp.spec.ts takes
// sitePort + 1 for a gateway of its own).
const ownSitePort = sitePort + 2;
const ownUpstreamPort = upstreamPort + 2;

/**
 * A VAPID pair for this run, so that the settings offer reminders by web push (web-push's
 * generateVAPIDKeys makes the same: a P-256 pair, base64url). Never a real deployment's.
 */
const vapid = createECDH('prime256v1');
vapid.generateKeys();
// 32 bytes, as web-push requires: the key's leading zero bytes are not returned.
const vapidPrivateKey = vapid.getPrivateKey().toString('hex').padStart(64, '0');

/** The built site and its reference upstream (in-memory database), started by serve.mjs. */
function servers(site: number, upstream: number) {
  return {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${site}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(site),
      UPSTREAM_PORT: String(upstream),
      UPSTREAM_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      // One process: the browsers already keep both cores busy, and a second worker would only
      // warm up and cache apart. Workers sharing sessions, caches and limits are tested in
      // gateway/src/replicas.test.ts.
      WORKERS: '1',
      // The browsers make every request of the suite: the per-address limit is tested elsewhere.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every test signs in from this one address; the sign-in start's limit is tested elsewhere.
      SIGN_IN_RATE_LIMIT: '100000/10',
      // The reference sign-on host only sends codes back to registered return addresses.
      SSO_REDIRECT_URIS: `http://localhost:${site}/redirect`,
      WEB_PUSH_PUBLIC_KEY: vapid.getPublicKey('base64url'),
      WEB_PUSH_PRIVATE_KEY: Buffer.from(vapidPrivateKey, 'hex').toString('base64url'),
      WEB_PUSH_SUBJECT: 'mailto:pengingat@contoh.id',
      // The stand-in push service of e2e/reminders.spec.ts (a .test host: never reached).
      WEB_PUSH_SERVICE_HOSTS: 'push.example.test',
    },
  };
}

/** The site the tests run against, with its upstream. */
export const siteServers = servers(sitePort, upstreamPort);

/**
 * The tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same engine
 * without the desktop browser around it), where the suite takes about 30% less time; what only
 * the whole browser does (showing a notification) runs in Debian's Chromium, in the tests tagged
 * IN_FULL_BROWSER (e2e/support/test.ts).
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Baseline JIT only: a test's page lives for seconds, and the optimising compilers spent
      // more CPU than they saved, on cores the browsers share with the site.
      '--js-flags=--max-opt=1',
    ],
  };
}

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig<MemberOptions, SiteOptions>({
  testDir: 'e2e',
  // Tests of one file run in parallel too: each test that changes a member makes its own
  // (registerMember), and what every test shares (faults, the request log, Budi's balance) is
  // only touched on the own servers, one test at a time.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Generous for slower CI machines running two workers on two cores: a passing test takes no
  // longer for it, and the slowest here take 10 s at the start of a run.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${sitePort}`,
    upstreamURL: `http://127.0.0.1:${upstreamPort}`,
    // No trace by default (`--trace on` records one): its DOM snapshots cost a sixth of the
    // suite's CPU time, and they lay out what the page would not, which hid a jump to #footer
    // landing short of it on the home page (content-visibility).
    trace: 'off',
    // The service worker answers from its precache and caches pages; specs that are not about
    // it run without it, so they see the network as they always did. offline.spec.ts and
    // member-isolation.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: launchOptions(headlessShellPath),
  },
  // Each rule is tested once, at the size where it matters (the tags are in e2e/support/test.ts).
  projects: [
    // First: its tests run one at a time, so started first they run beside the others
    // instead of after them on one worker while the other waits.
    {
      name: 'own-servers',
      use: {
        ...desktop,
        baseURL: `http://localhost:${ownSitePort}`,
        upstreamURL: `http://127.0.0.1:${ownUpstreamPort}`,
      },
      grep: /@own-servers/,
      workers: 1,
    },
    { name: 'desktop', use: desktop, grepInvert: /@phone-only|@own-servers|@full-browser/ },
    {
      name: 'full-browser',
      use: { ...desktop, launchOptions: launchOptions(fullChromiumPath) },
      grep: /@full-browser/,
    },
    // A phone-sized Chromium (Pixel 7 viewport, touch, mobile user agent), for the tests whose
    // subject is the phone's layout or input.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone-too|@phone-only/,
    },
  ],
  webServer: [siteServers, servers(ownSitePort, ownUpstreamPort)],
});
