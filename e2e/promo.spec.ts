import {
  AT_PHONE_SIZE_ONLY,
  expect,
  ON_OWN_SERVERS,
  test,
  type APIRequestContext,
  type Page,
} from './support/test';
import { BUDI_CLAIMED_PROMO, points, queryGraphQL } from './support/content';
import { jsonLd } from './support/html';
import { BUDI, registerMember, SITI } from './support/sign-in';
import { followFooterLink, holdRequests, hydrated } from './support/site';

interface PromoRow {
  id: string;
  slug: string;
  title: string;
  shortContent: string;
  image: string;
  price: number;
  stock: number;
  maxPerMember: number | null;
  status: string;
  merchant: { slug: string; name: string };
}

const PROMO_FIELDS = `id slug title shortContent image price stock maxPerMember status merchant { slug name }`;

async function allPromos(request: APIRequestContext): Promise<PromoRow[]> {
  const data = await queryGraphQL<{ promos: { items: PromoRow[] } }>(
    request,
    `{ promos(pageSize: 100) { items { ${PROMO_FIELDS} } } }`,
  );
  return data.promos.items;
}

async function member(request: APIRequestContext) {
  const data = await queryGraphQL<{
    viewer: {
      point: number;
      vouchers: { items: Array<{ promo: { slug: string } }> };
      bookmarks: { items: Array<{ slug: string }> };
    };
  }>(
    request,
    `{ viewer { point vouchers(pageSize: 100) { items { promo { slug } } }
       bookmarks(pageSize: 100) { items { slug } } } }`,
  );
  return {
    point: data.viewer.point,
    vouchers: data.viewer.vouchers.items.map((voucher) => voucher.promo.slug),
    bookmarks: data.viewer.bookmarks.items.map((promo) => promo.slug),
  };
}

/**
 * The servers share one database: claims go to a promo picked now, one this member has not
 * claimed and can afford, away from the seed's fixed demo promos (ids 1-5) others rely on.
 */
function pickUnclaimed(promos: PromoRow[], state: { point: number; vouchers: string[] }) {
  const promo = promos
    .filter(
      (candidate) =>
        Number(candidate.id) > 5 &&
        candidate.status === 'ACTIVE' &&
        candidate.price > 0 &&
        candidate.price <= state.point &&
        candidate.stock >= 2 &&
        candidate.maxPerMember === 1 &&
        !state.vouchers.includes(candidate.slug),
    )
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  expect(promo, 'a promo budi has not claimed yet').toBeDefined();
  return promo!;
}

/** The amounts of /account/poin's expiry schedule, soonest first. */
async function expiryAmounts(page: Page): Promise<number[]> {
  const amounts = await page.getByTestId('expiry-amount').allTextContents();
  return amounts.map((text) => Number(text.replace(/\D/g, '')));
}

/** A schedule after spending `cost`: the soonest batches go first. */
function spendSoonest(amounts: number[], cost: number): number[] {
  let owed = cost;
  return amounts
    .map((amount) => {
      const taken = Math.min(amount, owed);
      owed -= taken;
      return amount - taken;
    })
    .filter((amount) => amount > 0);
}

async function headerPoints(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Menu akun / }).click();
  const tile = page.getByTestId('user-menu').getByTestId('tile-point');
  await expect(tile).toBeVisible();
  const text = (await tile.innerText()).replace(/\s+/g, ' ');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu')).toBeHidden();
  return text;
}

test.describe('Claiming a voucher', () => {
  // A claim costs points, which only the seeded Budi has (members made by a test have none): it
  // changes his balance and vouchers, so it runs on the own servers, where no test counts them.
  test.describe('as Budi', { tag: ON_OWN_SERVERS }, () => {
    test.use({ signedInAs: BUDI });

    test('a member browses from home to a promo, claims it, and the header points drop at once', async ({
      page,
    }) => {
      // The expiry schedule is in the page's cache from the start (see the end).
      await page.goto('/account/poin');
      const scheduleBefore = await expiryAmounts(page);
      await hydrated(page);
      await page.getByRole('link', { name: /– beranda$/ }).click();
      await expect(page).toHaveURL('/');
      const before = await member(page.request);
      const promo = pickUnclaimed(await allPromos(page.request), before);

      // Home → all vouchers → the merchant's promos → the promo.
      await hydrated(page);
      await followFooterLink(page, 'Semua Voucher');
      await expect(page).toHaveURL('/promo');
      await page.getByLabel('Merchant').selectOption(promo.merchant.slug);
      await expect(page).toHaveURL(`/promo?merchant=${promo.merchant.slug}`);
      await page.locator(`a[href="/promo/${promo.slug}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1, name: promo.title })).toBeVisible();

      await page.evaluate(
        () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
      );
      expect(await headerPoints(page)).toContain(points(before.point));

      await page.getByRole('button', { name: `Tukar ${points(promo.price)} Poin` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Biaya${points(promo.price)} poin`);
      await expect(dialog).toContainText(`Poin kamu${points(before.point)} poin`);
      await dialog.getByRole('button', { name: 'Ya, Tukar' }).click();

      await expect(page.getByText('Voucher berhasil diklaim')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Lihat di Voucher Saya' })).toHaveAttribute(
        'href',
        '/account/voucher',
      );
      await expect(dialog).toBeHidden();
      // The mutation's answer updated the cache: header balance and the promo's stock.
      expect(await headerPoints(page)).toContain(points(before.point - promo.price));
      await expect(page.getByTestId('promo-stock')).toHaveText(
        `${points(promo.stock - 1)} voucher`,
      );
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);

      const after = await member(page.request);
      expect(after.vouchers).toContain(promo.slug);
      expect(after.point).toBe(before.point - promo.price);

      // The claim spent the soonest-expiring points: the schedule is asked again, not reread.
      await page.getByRole('button', { name: /^Menu akun / }).click();
      await page.getByTestId('user-menu').getByTestId('tile-point').click();
      await expect(page).toHaveURL('/account/poin');
      await expect
        .poll(() => expiryAmounts(page))
        .toEqual(spendSoonest(scheduleBefore, promo.price));
    });
  });

  test.describe('as Budi, reading only', () => {
    test.use({ signedInAs: BUDI });

    test('a member who reached the limit is told so in place of the button, by the server', async ({
      page,
    }) => {
      const path = BUDI_CLAIMED_PROMO;
      const limit = 'Kamu sudah mengklaim voucher ini (maksimal 1 per member)';
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/data-testid="claim-button"[^>]*>Batas klaim tercapai</);
      expect(html).toContain(limit);
      expect(html).not.toContain('Tukar 1.000 Poin');

      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId('claim-reason')).toHaveText(limit);
      await expect(page.getByRole('button', { name: 'Batas klaim tercapai' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Tukar 1.000 Poin' })).toHaveCount(0);
    });
  });

  test('after a claim the button turns into the reached limit at once', async ({ page }) => {
    // A fresh member (no points): a free promo, one per member, away from the fixed ones.
    await registerMember(page);
    const promo = (await allPromos(page.request))
      .filter(
        (candidate) =>
          Number(candidate.id) > 5 &&
          candidate.status === 'ACTIVE' &&
          candidate.price === 0 &&
          candidate.stock >= 2 &&
          candidate.maxPerMember === 1,
      )
      .sort((a, b) => Number(b.id) - Number(a.id))[0];
    expect(promo, 'a free promo, one per member').toBeDefined();
    await page.goto(`/promo/${promo!.slug}`);
    await hydrated(page);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await expect(page.getByTestId('claim-reason')).toHaveCount(0);

    await page.getByRole('button', { name: 'Klaim Voucher' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Klaim' }).click();
    await expect(page.getByText('Voucher berhasil diklaim')).toBeVisible();

    // The mutation's answer carried the member's new state: no reload, no second press.
    await expect(page.getByRole('button', { name: 'Batas klaim tercapai' })).toBeDisabled();
    await expect(page.getByTestId('claim-reason')).toHaveText(
      'Kamu sudah mengklaim voucher ini (maksimal 1 per member)',
    );
    await expect(page.getByRole('button', { name: 'Klaim Voucher' })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test.describe('as a member without points', () => {
    test.use({ signedInAs: SITI });

    test('a member without enough points is told so, with how many are missing', async ({
      page,
    }) => {
      const promo = (await allPromos(page.request)).find(
        (candidate) => candidate.status === 'ACTIVE' && candidate.price > 0 && candidate.stock > 0,
      )!;
      await page.goto(`/promo/${promo.slug}`);
      await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();

      const reason = page.getByTestId('claim-reason');
      await expect(reason).toContainText('Poin kamu tidak cukup');
      await expect(reason).toContainText(`Kurang ${points(promo.price)} poin`);
      await expect(
        page.getByRole('button', { name: `Tukar ${points(promo.price)} Poin` }),
      ).toBeDisabled();
    });
  });

  // On a phone the actions must stay on the first screen; the return does not depend on it.
  test(
    'a visitor who presses claim signs in and comes back to the same promo',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      const promo = (await allPromos(page.request)).find(
        (candidate) => candidate.status === 'ACTIVE' && candidate.price > 0 && candidate.stock > 0,
      )!;
      await page.goto(`/promo/${promo.slug}`);
      await hydrated(page);
      const claim = page.getByRole('button', { name: `Tukar ${points(promo.price)} Poin` });
      // On a phone the actions stay on the first screen (stuck to its bottom).
      await expect(claim).toBeInViewport();
      await claim.click();

      await page.getByLabel('Email atau nomor HP').fill('budi@contoh.id');
      await page.getByLabel('Kata sandi').fill('Rahasia123');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();

      await expect(page).toHaveURL(`/promo/${promo.slug}`, { timeout: 15_000 });
      // The claim they started is asked again (a modal: the page behind it is inert until it
      // closes); cancelling leaves everything as it was, now as a member.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Tukar poin dengan voucher?', { timeout: 15_000 });
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();
      await expect(claim).toBeEnabled();
    },
  );

  test('an ended promo shows why it cannot be claimed instead of the button', async ({ page }) => {
    const expired = await queryGraphQL<{ promo: PromoRow }>(
      page.request,
      `{ promo(slug: "4") { ${PROMO_FIELDS} } }`,
    );
    expect(expired.promo.status).toBe('EXPIRED');
    await page.goto(`/promo/${expired.promo.slug}`);
    await expect(page.getByTestId('claim-reason')).toContainText('Masa klaim berakhir');
    await expect(page.getByRole('button', { name: 'Promo sudah berakhir' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Klaim Voucher' })).toHaveCount(0);
  });
});

test.describe('Bookmark and share', () => {
  // An upstream fault: on the own servers; a member of its own, as it changes the member.
  test.describe('with a failure', { tag: ON_OWN_SERVERS }, () => {
    test('a member bookmarks a promo and removes it again; a failure is rolled back', async ({
      page,
      upstreamFaults,
    }) => {
      await registerMember(page);
      const state = await member(page.request);
      const promo = (await allPromos(page.request))
        .filter(
          (candidate) => Number(candidate.id) > 5 && !state.bookmarks.includes(candidate.slug),
        )
        .sort((a, b) => Number(a.id) - Number(b.id))[0]!;
      await page.goto(`/promo/${promo.slug}`);
      await hydrated(page);

      const save = page.getByRole('button', { name: 'Simpan promo' });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      const remove = page.getByRole('button', { name: 'Hapus dari simpanan' });
      await expect(remove).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await member(page.request)).bookmarks).toContain(promo.slug);

      // The server renders the member's state too, in one pass.
      const reloaded = await page.reload();
      expect(reloaded?.headers()['x-render-passes']).toBe('1');
      await hydrated(page);
      await expect(remove).toHaveAttribute('aria-pressed', 'true');
      await remove.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await expect
        .poll(async () => (await member(page.request)).bookmarks)
        .not.toContain(promo.slug);

      // The upstream fails the next bookmark: the button goes back and a toast says so.
      await upstreamFaults.fail({
        method: 'PUT',
        path: `/content/v1/promos/${promo.id}/bookmark`,
        status: 503,
        times: 1,
      });
      await save.click();
      await expect(page.getByText('Promo gagal disimpan')).toBeVisible();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      expect((await member(page.request)).bookmarks).not.toContain(promo.slug);
    });
  });

  test('a visitor who bookmarks is sent to sign in, remembering the promo', async ({ page }) => {
    // Stand in for the gateway's sign-in start, on the same origin, to read sessionStorage there
    // (the return itself is the claim test's).
    await page.route('**/webapi/auth/login', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>login</title>' }),
    );
    await page.goto('/promo/1?dari=beranda');
    await hydrated(page);
    await page.getByRole('button', { name: 'Simpan promo' }).click();
    await expect(page).toHaveURL('/webapi/auth/login');
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe(
      '/promo/1?dari=beranda',
    );
  });

  test('without the Web Share API the link is copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/promo/1');
    await hydrated(page);
    await page.getByRole('button', { name: 'Bagikan promo' }).click();
    await expect(page.getByText('Tautan berhasil disalin')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('Promo list', () => {
  test('filters and sort live in the URL and survive a reload; an empty list offers a way out', async ({
    page,
  }) => {
    await page.goto('/promo');
    await hydrated(page);
    // The merchant select applies on its own once the page is live: its button is for the page
    // without JavaScript (no-js.spec.ts).
    await expect(page.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Kategori promo' })
      .getByRole('link', { name: 'Kuliner' })
      .click();
    await expect(page).toHaveURL('/promo?category=kuliner');
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher Kuliner' })).toBeVisible();

    await page.getByLabel('Merchant').selectOption('kopi-senja');
    await expect(page).toHaveURL('/promo?category=kuliner&merchant=kopi-senja');
    // The URL changes before the page re-renders (a transition): wait for the new page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Voucher Kuliner di Kopi Senja' }),
    ).toBeVisible();
    await page
      .getByRole('group', { name: 'Urutkan' })
      .getByRole('link', { name: 'Segera berakhir' })
      .click();
    await expect(page).toHaveURL('/promo?category=kuliner&merchant=kopi-senja&sort=ending_soon');

    const expected = await queryGraphQL<{ promos: { items: Array<{ slug: string }> } }>(
      page.request,
      `{ promos(filter: { category: "kuliner", merchant: "kopi-senja" }, sort: ENDING_SOON) { items { slug } } }`,
    );
    const hrefs = () =>
      page
        .getByTestId('promo-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    const expectedHrefs = expected.promos.items.map((promo) => `/promo/${promo.slug}`);
    expect(expectedHrefs.length).toBeGreaterThan(1);
    await expect.poll(hrefs).toEqual(expectedHrefs);

    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Voucher Kuliner di Kopi Senja' }),
    ).toBeVisible();
    await expect(page.getByLabel('Merchant')).toHaveValue('kopi-senja');
    await expect(page.getByRole('link', { name: 'Segera berakhir' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await hrefs()).toEqual(expectedHrefs);

    // No kuliner promo at a beauty salon.
    await page.getByLabel('Merchant').selectOption('salon-ayu');
    await expect(page.getByText('Promo tidak ditemukan')).toBeVisible();
    await page.getByRole('link', { name: 'Hapus filter' }).click();
    await expect(page).toHaveURL('/promo?sort=ending_soon');
    await expect(page.getByTestId('promo-card')).toHaveCount(12);
  });

  test('"Muat lebih banyak" appends the next page without duplicates, where the visitor is', async ({
    page,
  }) => {
    await page.goto('/promo');
    await hydrated(page);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const cards = page.getByTestId('promo-card');
    await expect(cards).toHaveCount(12);
    // The cards are the server's HTML: links and text the page's hydration never read nor ran.
    expect(
      await cards
        .first()
        .evaluate((card) => Object.keys(card).some((key) => key.startsWith('__react'))),
    ).toBe(false);
    const first = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    const more = page.getByRole('link', { name: 'Muat lebih banyak' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);

    // Pressed from the keyboard, with the next page on its way: skeletons follow the cards shown.
    const deliver = await holdRequests(page, '**/graphql**');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('promo-list')).toHaveAttribute('aria-busy', 'true');
    await expect(cards).toHaveCount(12);
    deliver();
    await expect(page).toHaveURL('/promo?page=2');
    await expect(cards).toHaveCount(24);
    const all = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(all.slice(0, 12)).toEqual(first);
    expect(new Set(all).size).toBe(24);
    // Appended in place: the page stayed where it was, the focus on the link, the document too.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(more).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

test.describe('Server HTML', () => {
  const attribute = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');

  test('a promo page carries its head, breadcrumbs JSON-LD and content in one render pass', async ({
    request,
    baseURL,
  }) => {
    const { promo } = await queryGraphQL<{ promo: PromoRow }>(
      request,
      `{ promo(slug: "2") { ${PROMO_FIELDS} } }`,
    );
    const response = await request.get(`/promo/${promo.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    const url = `${baseURL}/promo/${promo.slug}`;

    expect(html).toContain(`<title>${promo.title} - MyValue</title>`);
    expect(html).toContain(`<meta name="description" content="${attribute(promo.shortContent)}"`);
    expect(html).toContain(
      `<meta property="og:title" content="${attribute(promo.title)} - MyValue"`,
    );
    expect(html).toContain(`<meta property="og:image" content="${promo.image}"`);
    expect(html).toContain(`<meta property="og:url" content="${url}"`);
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${promo.title}</h1>`));
    expect(html).toContain('Syarat &amp; Ketentuan');
    expect(html).toContain('Cara Penukaran');

    const breadcrumbs = jsonLd(html).find((value) => value['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${baseURL}/` },
        { '@type': 'ListItem', position: 2, name: 'Promo', item: `${baseURL}/promo` },
        { '@type': 'ListItem', position: 3, name: promo.title, item: url },
      ],
    });
  });

  test('a filtered list has its own title and canonical, in one render pass', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/promo?category=kuliner&sort=ending_soon&page=2');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(html).toContain('<title>Voucher Kuliner - MyValue</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/promo?category=kuliner"`);
  });

  test('an unknown promo answers 404', async ({ request }) => {
    const response = await request.get('/promo/promo-yang-tidak-ada');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Tidak Ditemukan');
  });
});
