import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page (its precache is complete). It
 * registers after the visitor's first press (features/offline/start-service-worker.ts): a key
 * that does nothing on the page (Shift) is pressed first.
 */
export async function waitForServiceWorker(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
}

/** Every Cache Storage cache of the site with the URLs it holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      contents[name] = (await cache.keys()).map((request) => request.url);
    }
    return contents;
  });
}

/** The cache entries (cache name and URL) whose body contains any of the texts. */
export function cachedEntriesContaining(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text();
        if (body && needles.some((needle) => body.includes(needle))) {
          found.push(`${name} ${request.url}`);
        }
      }
    }
    return found;
  }, texts);
}

/** Waits until the cache holds the page (the worker stores it after answering). */
export async function waitUntilCached(page: Page, cacheName: string, path: string) {
  await expect
    .poll(async () => (await cacheContents(page))[cacheName] ?? [], { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^https?://[^/]+${escape(path)}$`)));
}

/** Waits until the worker keeps a chunk of the site's code that the page fetched (sw/sw.ts). */
export async function waitUntilCodeCached(page: Page, file: RegExp) {
  await expect
    .poll(async () => (await cacheContents(page)).code ?? [], { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(file));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The banner of a page answered from the cache. */
export const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Kamu sedang offline — data terakhir \d/ });

/** Opens the wallet online once the worker is in control, and waits until its copy is kept. */
export async function openWalletOnline(page: Page) {
  await waitForServiceWorker(page);
  await page.goto('/account/voucher');
  await waitUntilCached(page, 'member-wallet', '/account/voucher');
}

/**
 * Offline, the wallet's address gets the offline page and nothing of `name`'s: what a member
 * left behind (by logging out, or as another member signing in) is gone from the device.
 */
export async function expectNothingLeftOffline(page: Page, name: string) {
  await page.context().setOffline(true);
  await page.goto('/account/voucher');
  await expect(page.getByRole('heading', { level: 1, name: 'Kamu sedang offline' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.context().setOffline(false);
}
