import { ACCOUNT_PAGES, publicPages } from '../support/pages';
import { seededSlugs } from '../support/content';
import { signInOverHttp } from '../support/sign-in';
import { expect, test } from '../support/test';
import { settle } from './settle';

// Every page as a visitor and every account page as the full demo member, at the phone and the
// desktop size of playwright.visual.config.ts. Not part of `npm test`: run it with
// `npm run screenshots -- --update-snapshots` on the build before a change that should not
// change the looks, then `npm run screenshots` on the build after (docs/architecture.md).

function shotName(path: string) {
  return `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;
}

test('public pages look as before', async ({ page, request }) => {
  test.setTimeout(240_000);
  const slugs = await seededSlugs(request);
  for (const path of publicPages(slugs)) {
    await page.goto(path);
    await settle(page);
    await expect.soft(page, path).toHaveScreenshot(shotName(path), { fullPage: true });
  }
});

test('account pages look as before', async ({ page }) => {
  test.setTimeout(240_000);
  await signInOverHttp(page);
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await settle(page);
    await expect.soft(page, path).toHaveScreenshot(shotName(path), { fullPage: true });
  }
});
