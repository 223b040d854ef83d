import { AT_PHONE_SIZE_TOO, expect, test, type Page } from './support/test';
import { keyboardOf } from './support/keyboard';
import { BUDI } from './support/sign-in';
import { hydrated } from './support/site';

/**
 * Holds the member menu's module in its evaluation: its first statement waits on a synchronous
 * request the test answers, so the main thread is busy and a press made meanwhile is queued. It
 * is dispatched after the module has arrived, before React has rendered the live menu.
 */
async function holdMenuModuleEvaluation(page: Page) {
  let evaluating!: () => void;
  const started = new Promise<void>((resolve) => (evaluating = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__hold-menu-module', async (route) => {
    evaluating();
    await released;
    await route.fulfill({ body: '' });
  });
  await page.route(/\/assets\/member-menu-live-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const hold =
      "{const request=new XMLHttpRequest();request.open('GET','/__hold-menu-module',false);" +
      'request.send();window.__menuModuleReleasedAt=performance.now();}\n';
    await route.fulfill({ response, body: hold + (await response.text()) });
  });
  return { started, release };
}

/**
 * Notes when the page saw each press (a button down, or Enter): the time the input was made, not
 * when it was handled.
 */
async function notePresses(page: Page) {
  await page.evaluate(() => {
    const page = window as unknown as { __pressedAt: number[] };
    page.__pressedAt = [];
    const note = (event: Event) => page.__pressedAt.push(event.timeStamp);
    document.addEventListener('pointerdown', note, { capture: true });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') note(event);
      },
      { capture: true },
    );
  });
}

/** The last press was made while the module was held. */
async function expectPressedWhileTheModuleWasHeld(page: Page) {
  const timing = await page.evaluate(() => {
    const page = window as unknown as { __pressedAt: number[]; __menuModuleReleasedAt: number };
    return { pressed: page.__pressedAt.at(-1), released: page.__menuModuleReleasedAt };
  });
  expect(timing.pressed).toBeLessThan(timing.released);
}

/** Long enough for a dispatched input to be queued in the page. */
const INPUT_QUEUED_MS = 300;

test.describe('a press queued while a deferred control’s module evaluates', () => {
  test.use({ signedInAs: BUDI });

  test('with the mouse, opens the member’s menu', async ({ page }) => {
    const moduleEvaluation = await holdMenuModuleEvaluation(page);
    await page.goto('/promo');
    await hydrated(page);
    await notePresses(page);
    const box = (await page.getByRole('button', { name: /^Menu akun / }).boundingBox())!;
    // Pointing at it asks for the module.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await moduleEvaluation.started;
    const pressed = page.mouse.down().then(() => page.mouse.up());
    await page.waitForTimeout(INPUT_QUEUED_MS);
    moduleEvaluation.release();
    await pressed;
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expectPressedWhileTheModuleWasHeld(page);
  });

  test('with the keyboard, opens the member’s menu', async ({ page }) => {
    const moduleEvaluation = await holdMenuModuleEvaluation(page);
    await page.goto('/promo');
    await hydrated(page);
    await notePresses(page);
    const trigger = page.getByRole('button', { name: /^Menu akun / });
    // Focus from the keyboard asks for the module; the page is busy from then on.
    const reached = keyboardOf(page).tabTo(trigger);
    await moduleEvaluation.started;
    const pressed = page.keyboard.press('Enter');
    await page.waitForTimeout(INPUT_QUEUED_MS);
    moduleEvaluation.release();
    await Promise.all([reached, pressed]);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expectPressedWhileTheModuleWasHeld(page);
  });

  // A phone's taps as well: its module is asked for by the first tap, not by a hover.
  test(
    'pressed twice before it arrived, opens and stays open',
    {
      tag: AT_PHONE_SIZE_TOO,
    },
    async ({ page, hasTouch }) => {
      const moduleEvaluation = await holdMenuModuleEvaluation(page);
      await page.goto('/promo');
      await hydrated(page);
      await notePresses(page);
      const box = (await page.getByRole('button', { name: /^Menu akun / }).boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // The first press asks for the module; a second, as on a phone that seems not to answer,
      // comes while it evaluates. The control toggles, but one press must not undo the other.
      const press = () => (hasTouch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      await press();
      await moduleEvaluation.started;
      const pressedAgain = press();
      await page.waitForTimeout(INPUT_QUEUED_MS);
      moduleEvaluation.release();
      await pressedAgain;
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expectPressedWhileTheModuleWasHeld(page);
    },
  );
});
