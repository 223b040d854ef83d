import { expect, type Page } from '@playwright/test';

/** Collects console errors and warnings (hydration problems show up there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * A key press, the smallest input a visitor makes: links in view start preloading only after the
 * visitor's first input (client/src/lib/on-first-input.ts).
 */
export async function engage(page: Page) {
  await page.keyboard.press('Shift');
}

/**
 * Follows a link of the footer. The home page draws its rows as they near the viewport
 * (content-visibility) and each grows from its placeholder, moving the footer; Playwright picks a
 * click's point right after its own scroll, before that move, and a press that starts on the link
 * and ends beside it is no click on it. Scrolled first, the click waits until the link stands
 * still.
 */
export async function followFooterLink(page: Page, name: string) {
  const link = page.locator('footer').getByRole('link', { name });
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

/**
 * Turns off the preloading of links in view, so a test can tell a refetch after hydration from
 * a link's data being warmed up on purpose: IntersectionObserver still exists (popovers use it)
 * but never reports anything in view.
 */
export async function withoutLinkPreload(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds = [0];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

/** Every dataLayer entry pushed so far. */
export function dataLayer(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Waits until the page has hydrated and its after-hydration work has started (the router's
 * subscription, the build check, link preloads): `data-hydrated` on `<html>`, set by the entry.
 * Until then a tap on a button or a link's handler does nothing. Hydration is a transition, so
 * React marks elements as it goes: a hydrated `<main>` alone would say so too early.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds every request of `page` matching `url` until the returned `release` is called: what the
 * page shows meanwhile is what it shows while that answer is on its way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Announces a newer build to the page (its `/build.json` check, on focus), then follows an
 * in-app link: the navigation must be a full page load (the page's own state is gone).
 */
export async function expectFullLoadAfterNewDeploy(page: Page) {
  await hydrated(page);
  // The page's own fetch answers the manifest: with a service worker in control, the browser
  // does not always let a test's route see the page's requests (a busy CI run saw none in 20 s).
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
    const fetchFromNetwork = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/build.json')
        ? Promise.resolve(Response.json({ buildId: 'a-newer-build' }))
        : fetchFromNetwork(input, init);
  });
  // Until the page has read the new manifest and knows it is out of date: a check begun before
  // (the page getting focus) ignores a focus that comes while it is under way.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return page.locator('html[data-new-build]').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await followFooterLink(page, 'Tentang');
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
}
