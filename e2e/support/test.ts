import { test as base, type APIRequestContext } from '@playwright/test';
import { signOnOverHttp, type DemoMember } from './sign-in';

export * from '@playwright/test';

/** Long enough for a page to hydrate on a busy machine (two workers beside other work). */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Tags that choose the project a test runs in (playwright.config.ts); an untagged test runs in
 * the desktop project only, as most rules do not depend on the screen.
 */
export const AT_PHONE_SIZE_TOO = '@phone-too';
/** Only at phone size: what is tested is the phone's layout or input. */
export const AT_PHONE_SIZE_ONLY = '@phone-only';
/**
 * Injects upstream faults, reads the upstream's request log, or changes the seeded demo member
 * Budi: such a test runs on a second site and upstream of its own, one test at a time, so no
 * other test sees its faults, its calls or its changes.
 */
export const ON_OWN_SERVERS = '@own-servers';
/**
 * Needs the whole Chromium, not the headless shell the other tests run in: the shell shows no
 * notifications (playwright.config.ts).
 */
export const IN_FULL_BROWSER = '@full-browser';

export interface SiteOptions {
  /** The reference upstream of the project's site: fault injection, request log, outbox. */
  upstreamURL: string;
}

export interface MemberOptions {
  /**
   * A demo member the test starts signed in as (`test.use({ signedInAs: BUDI })`). The session
   * is made once per worker over HTTP and shared by the worker's tests, so a test that logs out
   * or changes the member signs in on its own instead (`signInOverHttp`, `registerMember`).
   */
  signedInAs: DemoMember | undefined;
}

/** A call the reference upstream fails on purpose (its `PUT /__faults`). */
interface FaultRule {
  method: string;
  /** The upstream path; `*` matches one segment. */
  path: string;
  status: number;
  latencyMs?: number;
  /** Fails only this many times. */
  times?: number;
}

interface TestFixtures {
  /**
   * The project's upstream fails the calls the rules match until `clear()` or the test's end.
   * Only for tests tagged ON_OWN_SERVERS: no other test may see the faults.
   */
  upstreamFaults: { fail: (...rules: FaultRule[]) => Promise<void>; clear: () => Promise<void> };
}

interface DemoSessions {
  /** The cookies of a session of `member` on the project's site, signed in once per worker. */
  demoSession: (
    member: DemoMember,
  ) => Promise<Awaited<ReturnType<APIRequestContext['storageState']>>>;
}

/**
 * The site's browser tests: `page.goto` of one of the site's pages returns once the page has
 * hydrated, as the step before any tap (`data-hydrated` on `<html>`, set by the entry). The page
 * loads its code after its first paint (client/build/code-after-paint-plugin.ts), so the load
 * event Playwright waits for by default may come before any script has run, and a tap then
 * finds no handler. A page without the app's code (the service worker's offline page) is not
 * waited for, nor is one whose code never runs (held back, JavaScript off) past the wait: those
 * tests look at the server's page. A test that names its own `waitUntil` gets the page as it is
 * at that moment (a tap before hydration).
 */
export const test = base.extend<MemberOptions & TestFixtures, SiteOptions & DemoSessions>({
  upstreamURL: [
    `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 18090}`,
    { option: true, scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      const sessions = new Map<string, ReturnType<DemoSessions['demoSession']>>();
      await use((member) => {
        let session = sessions.get(member.email);
        if (!session) {
          session = (async () => {
            const http = await playwright.request.newContext({
              baseURL: workerInfo.project.use.baseURL,
            });
            await signOnOverHttp(http, {
              action: 'login',
              identifier: member.email,
              password: member.password,
            });
            const state = await http.storageState();
            await http.dispose();
            return state;
          })();
          sessions.set(member.email, session);
        }
        return session;
      });
    },
    { scope: 'worker' },
  ],
  upstreamFaults: async ({ request, upstreamURL }, use) => {
    const clear = async () => {
      await request.delete(`${upstreamURL}/__faults`);
    };
    await use({
      fail: async (...rules) => {
        await request.put(`${upstreamURL}/__faults`, { data: { rules } });
      },
      clear,
    });
    await clear();
  },
  storageState: async ({ signedInAs, demoSession, storageState }, use) => {
    await use(signedInAs ? await demoSession(signedInAs) : storageState);
  },
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const sitePage =
        options?.waitUntil === undefined &&
        javaScriptEnabled &&
        response !== null &&
        (response.headers()['content-type'] ?? '').startsWith('text/html') &&
        baseURL !== undefined &&
        new URL(page.url()).origin === new URL(baseURL).origin;
      if (sitePage) {
        // Hydrated, or a page that names no entry for its loader to start.
        await page
          .locator('html[data-hydrated], html:not(:has(meta[name="mv-entry"]))')
          .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
