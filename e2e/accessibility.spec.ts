import { AT_PHONE_SIZE_ONLY, AT_PHONE_SIZE_TOO, expect, test, type Page } from './support/test';
import { BUDI_CLAIMED_PROMO, seededSlugs, type SeededSlugs } from './support/content';
import { ACCOUNT_PAGES, publicPages } from './support/pages';
import { BUDI, registerMember, registerMemberWithAClaim, SITI } from './support/sign-in';
import { holdRequests } from './support/site';
import { seriousViolations } from './support/axe';

// WCAG 2.2 AA (issue 29): axe finds no serious or critical violation on any page, for a
// visitor and for members with and without data, nor in any state a press opens (popovers,
// menus, dialogs, form errors, toasts). Both sizes: the phone has layouts of its own.
// Each test audits several pages or states and reports every violation it found at once, so
// one run lists all there is to fix.

/** The seeded free promo a fresh member may claim (the claim is cancelled, never made). */
const FREE_PROMO = '/promo/hemat-30-akhir-pekan-di-hotel-pelangi';
/** A free event with seats: its register page shows the form to a member. */
const OPEN_EVENT = 'bazar-buku-murah';

/**
 * Waits until nothing animates on its way somewhere: a dialog fading in would be measured half
 * transparent. Endless ones (a skeleton's pulse, a spinner) never end and are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Audits pages and states, keeping what it found for one assertion at the test's end. */
function auditor(page: Page) {
  const found: string[] = [];
  return {
    async check(where: string) {
      await settled(page);
      for (const violation of await seriousViolations(page)) found.push(`${where}: ${violation}`);
    },
    async pages(paths: string[]) {
      for (const path of paths) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBeLessThan(path === '/tidak-ada' ? 500 : 400);
          await this.check(path);
        });
      }
    },
    expectNone() {
      expect(found, `serious or critical violations:\n${found.join('\n')}`).toEqual([]);
    },
  };
}

test.describe('accessibility (WCAG 2.2 AA)', { tag: AT_PHONE_SIZE_TOO }, () => {
  let slugs: SeededSlugs;
  test.beforeAll(async ({ request }) => {
    slugs = await seededSlugs(request);
  });

  /** Every public page, an error page and an event's register page, in two halves. */
  const publicHalf = (half: number) =>
    [...publicPages(slugs), '/tidak-ada', `/event/${OPEN_EVENT}/register`].filter(
      (_, index) => index % 2 === half,
    );

  for (const half of [0, 1]) {
    test(`public pages for a visitor, part ${half + 1}`, async ({ page }) => {
      test.slow();
      const audit = auditor(page);
      await audit.pages(publicHalf(half));
      audit.expectNone();
    });
  }

  test('the category popover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a phone lists the categories on a page, with no popover');
    const audit = auditor(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Kategori Voucher' }).click();
    await expect(page.getByRole('dialog', { name: 'Kategori Voucher' })).toBeVisible();
    await audit.check('/ with the category popover');
    audit.expectNone();
  });

  test.describe('signed in as Budi', () => {
    test.use({ signedInAs: BUDI, permissions: ['clipboard-read', 'clipboard-write'] });

    test('account pages', async ({ page }) => {
      test.slow();
      const audit = auditor(page);
      await audit.pages(ACCOUNT_PAGES);
      audit.expectNone();
    });

    // Beyond the header, a member's public page is the visitor's with the member's parts in it
    // (e2e/member-shell.spec.ts): the pages with such parts, audited here, are the rest.
    test('public pages with parts of their own for a member', async ({ page }) => {
      const audit = auditor(page);
      await audit.pages([
        '/',
        `/promo/${slugs.promo}`,
        BUDI_CLAIMED_PROMO,
        `/event/${slugs.event}`,
        `/event/${OPEN_EVENT}/register`,
        '/learn-more',
        '/gramedia-troops',
      ]);
      audit.expectNone();
    });

    test('the user menu and the logout confirmation', async ({ page }) => {
      const audit = auditor(page);
      await page.goto('/');
      await page.getByRole('button', { name: /^Menu akun / }).click();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await audit.check('/ with the user menu');
      await page.getByRole('button', { name: 'Logout' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Keluar dari akun?' });
      await expect(confirm).toBeVisible();
      await audit.check('/ with the logout confirmation');
      await confirm.getByRole('button', { name: 'Batal' }).click();
      audit.expectNone();
    });

    test('the voucher QR dialog, the badge dialog and a toast', async ({ page }) => {
      const audit = auditor(page);
      await page.goto('/account/voucher');
      await page.getByTestId('voucher-card').first().click();
      await expect(page.getByTestId('voucher-dialog')).toBeVisible();
      await expect(page.getByRole('img', { name: /^Kode QR voucher / })).toBeVisible();
      await audit.check('/account/voucher with a voucher open');

      await page.goto('/account/badge');
      await page
        .getByRole('button', { name: /sudah didapat/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check('/account/badge with a badge open');

      await page.goto('/account');
      await page.getByRole('button', { name: 'Salin Value ID' }).click();
      await expect(page.getByText('Value ID berhasil disalin')).toBeVisible();
      await audit.check('/account with a toast');
      audit.expectNone();
    });
  });

  test.describe('signed in as Siti', () => {
    test.use({ signedInAs: SITI });

    test('account pages', async ({ page }) => {
      test.slow();
      const audit = auditor(page);
      await audit.pages(ACCOUNT_PAGES);
      audit.expectNone();
    });
  });

  test('the notification panel, of fresh members', async ({ page, context }) => {
    const audit = auditor(page);
    // Members of their own: opening the panel marks it read.
    await registerMember(page, { from: '/about' });
    await page.getByRole('button', { name: /^Pemberitahuan/ }).click();
    await expect(page.getByText('Belum ada pemberitahuan')).toBeVisible();
    await audit.check('/about with the empty notification panel');

    await context.clearCookies();
    await registerMemberWithAClaim(page);
    // Not a promo list: the open panel would cover filter chips, which axe then finds too small.
    await page.goto('/');
    await page.getByRole('button', { name: /^Pemberitahuan/ }).click();
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await audit.check('/ with the notification panel');
    audit.expectNone();
  });

  test('the claim confirmation, of a fresh member', async ({ page }) => {
    const audit = auditor(page);
    await registerMember(page, { from: FREE_PROMO });
    await page.getByRole('button', { name: /Klaim/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: 'Ya, Klaim' })).toBeVisible();
    await audit.check(`${FREE_PROMO} with the claim confirmation`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    audit.expectNone();
  });

  test('the settings forms with their errors shown, of a fresh member', async ({ page }) => {
    const audit = auditor(page);
    await registerMember(page, { from: '/account/setting' });
    const section = (heading: string) => page.getByRole('region', { name: heading, exact: true });
    await expect(
      section('Nama').getByRole('button', { name: 'Simpan', exact: true }),
    ).toBeEnabled();

    await page.getByLabel('Nama depan').fill('');
    await section('Nama').getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByLabel('Nama depan')).toHaveAttribute('aria-invalid', 'true');

    const personal = section('Data diri');
    await personal.getByLabel('Tanggal lahir').fill('1850-01-01');
    await personal.getByRole('button', { name: 'Simpan' }).click();

    const address = section('Alamat');
    await address.getByRole('button', { name: 'Simpan' }).click();

    const email = section('Email');
    await email.getByLabel('Email baru').fill('rina@contoh');
    await email.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(email.getByLabel('Email baru')).toHaveAttribute('aria-invalid', 'true');

    const phone = section('Nomor HP');
    await phone.getByLabel('Nomor HP baru').fill('12345');
    await phone.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(phone.getByLabel('Nomor HP baru')).toHaveAttribute('aria-invalid', 'true');

    const password = section('Kata sandi');
    await password.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('abc');
    await password.getByRole('button', { name: 'Simpan' }).click();

    // Every form shows its errors (the messages beside their fields) before the audit.
    for (const form of [personal, address, password]) {
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    await audit.check('/account/setting with errors');
    audit.expectNone();
  });
});

// WCAG 1.4.10 Reflow: at 320 CSS px wide, nothing scrolls sideways. One viewport, in the
// desktop project (the size is what matters; a phone's project is wider).
test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways', async ({ page }) => {
    test.slow();
    const slugs = await seededSlugs(page.request);
    const overflowing: string[] = [];
    for (const path of [...publicPages(slugs), '/tidak-ada', `/event/${OPEN_EVENT}/register`]) {
      await test.step(path, async () => {
        // The server's page, as it paints: hydration changes no layout (shell.spec.ts).
        await page.goto(path, { waitUntil: 'load' });
        const wide = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return null;
          // The outermost elements reaching past the edge, outside any scroller of their own
          // (a carousel, a row of chips): where to look.
          const clipped = (element: Element) => {
            for (let up = element.parentElement; up; up = up.parentElement) {
              if (up === document.body) return false;
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          };
          const past = [...document.body.querySelectorAll('*')].filter(
            (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
          );
          return past
            .filter((element) => !past.includes(element.parentElement!))
            .slice(0, 3)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)}px`,
            );
        });
        if (wide) overflowing.push(`${path}: ${wide.join(', ')}`);
      });
    }
    expect(overflowing, `pages wider than 320 px:\n${overflowing.join('\n')}`).toEqual([]);
  });
});

test.describe('with reduced motion', { tag: AT_PHONE_SIZE_ONLY }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves: not the banners, a tap, a loading list or the progress bar', async ({
    page,
  }) => {
    /** Animations and transitions running on the page now (CSS or script). */
    const moving = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return `${animation.constructor.name} on ${target?.className ?? target?.nodeName}`;
          }),
      );
    await page.clock.install();
    await page.goto('/');
    await page.locator('[data-testid="banner-carousel"][data-ready]').waitFor();
    // Long past the autoplay's delay: it never started.
    await page.clock.runFor(15_000);
    expect(await moving()).toEqual([]);

    await page.goto('/promo');
    // A tap's ripple, and the skeletons of a list on its way.
    const deliver = await holdRequests(page, '**/graphql**');
    await page.getByRole('link', { name: 'Muat lebih banyak' }).tap();
    await expect(page.locator('ul[aria-busy="true"]')).toBeVisible();
    expect(await moving()).toEqual([]);
    deliver();
  });
});
