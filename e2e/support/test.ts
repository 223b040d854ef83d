import { test as base } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_WAIT_MS = 5_000;

/**
 * The site's browser tests: `page.goto` of one of the site's pages returns once the page has
 * hydrated, as the step before any tap (`data-hydrated` on `<html>`, set by the entry). The page
 * loads its code after its first paint (client/build/code-after-paint-plugin.ts), so the load
 * event Playwright waits for by default may come before any script has run, and a tap then
 * finds no handler. A page that never hydrates (its code held back, JavaScript off) is left as
 * it is after a few seconds: those tests look at the server's page. A test that names its own
 * `waitUntil` gets the page as it is at that moment (a tap before hydration).
 */
export const test = base.extend({
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
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
