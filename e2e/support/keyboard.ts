import { expect, type Locator, type Page } from '@playwright/test';

/** Tab presses allowed to reach a control: the header and the page's links come first. */
export const MAX_TABS = 80;

/**
 * The keyboard of a test: moves focus with Tab, and at every stop notes a control that shows no
 * focus indicator (no visible outline), for one assertion at the end.
 */
export function keyboardOf(page: Page) {
  const unmarked = new Set<string>();

  async function noteFocus() {
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      // The site's focus rings are outlines (the theme's focus ring); a box shadow could not be
      // told from a card's own.
      const outlined =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/^(transparent|rgba\(.*, 0\))$/.test(style.outlineColor);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      return {
        marked: outlined,
        describe: `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}" on ${location.pathname}`,
      };
    });
    if (focused && !focused.marked) unmarked.add(focused.describe);
  }

  return {
    async press(key: string) {
      await page.keyboard.press(key);
      await noteFocus();
    },
    /** Tabs until `target` (any of its elements) has focus. */
    async tabTo(target: Locator) {
      for (let presses = 0; presses < MAX_TABS; presses += 1) {
        await this.press('Tab');
        // One query in the page: the element found and the focus are seen at the same moment
        // (a control whose code arrives on focus swaps its button: lib/deferred-control).
        if ((await target.and(page.locator(':focus')).count()) > 0) return;
      }
      throw new Error(`${MAX_TABS} Tab presses did not reach ${target.toString()}`);
    },
    /** Tabs round a dialog past its last control: focus never leaves it. */
    async expectTrappedIn(dialog: Locator) {
      const controls = await dialog
        .locator('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]')
        .count();
      for (let presses = 0; presses < controls + 2; presses += 1) {
        await this.press('Tab');
        expect(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          `focus after ${presses + 1} Tab presses is in the dialog`,
        ).toBe(true);
      }
      await this.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    },
    /**
     * A dialog's round trip with the keyboard: Tab to `opener` and Enter opens `dialog` (`shows`
     * appears: the dialog itself by default); focus moves into it and Tab keeps it there (or
     * `inside` brings it in, for a popover that does not trap it); Escape closes it and focus
     * is back on `returnsTo` (the opener by default).
     */
    async expectDialogRoundTrip(options: {
      opener: Locator;
      dialog: Locator;
      shows?: Locator;
      inside?: () => Promise<void>;
      returnsTo?: Locator;
    }) {
      const { opener, dialog, shows = dialog, returnsTo = opener } = options;
      await this.tabTo(opener);
      await this.press('Enter');
      await expect(shows).toBeVisible();
      if (options.inside) {
        await options.inside();
      } else {
        await expect
          .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true);
        await this.expectTrappedIn(dialog);
      }
      await this.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(returnsTo).toBeFocused();
    },
    expectFocusShown() {
      expect([...unmarked], 'focused controls without a focus indicator').toEqual([]);
    },
  };
}
