import { expect, type Locator, type Page } from '../support/test';

/** A page is still for its shot once the network is idle, every image drawn and fonts loaded. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold load as the page is scrolled: draw every one before the shot.
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * An opened popover or dialog is still for the shot once its box and opacity have stayed the
 * same for five frames: its enter animation is over, however it was made.
 */
export async function still(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.evaluate(
    (element) =>
      new Promise<void>((done) => {
        let last = '';
        let same = 0;
        const tick = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.x},${box.y},${box.width},${box.height},${getComputedStyle(element).opacity}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 5) done();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}
