import {
  AT_PHONE_SIZE_ONLY,
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import { queryGraphQL } from './support/content';
import { jsonLd } from './support/html';
import { holdRequests, watchConsole } from './support/site';

// The autoplay delay of the banner carousel (features/home/banner-carousel.tsx).
const AUTOPLAY_DELAY_MS = 5000;

/** The sections of the home page: heading, and where "Lihat semua" leads (if anywhere). */
const SECTIONS: Array<[title: string, seeAll: string | null]> = [
  ['Kategori', null],
  ['Promo Favorit', '/promo'],
  ['Promo Terbaru', '/promo?sort=newest'],
  ['Pilihan Spesial', null],
  ['Event Mendatang', '/event'],
  ['Kampanye Pilihan', null],
  ['Artikel Terbaru', '/article'],
  ['Brand Partner', '/merchant'],
];

/** Every start tag of one element in the HTML, as attribute maps. */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        (attribute[2] ?? '').replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]!);
}

interface SeededBanner {
  title: string;
  imageDesktop: string;
  imageMobile: string;
}

async function seededBanners(request: APIRequestContext): Promise<SeededBanner[]> {
  const data = await queryGraphQL<{ banners: { items: SeededBanner[] } }>(
    request,
    '{ banners(pageSize: 10) { items { title imageDesktop imageMobile } } }',
  );
  return data.banners.items;
}

/**
 * The carousel once Embla's code is here (hydrated): a touch, an arrow or a dot starts Embla at
 * once, and so does the first turn of the autoplay.
 */
async function readyCarousel(page: Page) {
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-ready', '');
  return carousel;
}

/**
 * `/` on the test's clock (the autoplay turns only when the test runs it), its carousel ready, and
 * how many banners it holds.
 */
async function homeOnTestClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  const carousel = await readyCarousel(page);
  return { carousel, count: await page.getByTestId('banner-slide').count() };
}

/** Whether Embla runs: it moves the track by a transform from its start. */
function emblaRuns(carousel: Locator) {
  return carousel.locator('[aria-live]').evaluate((track) => track.style.transform !== '');
}

/** Which slide the visitor sees: in the viewport (the others are clipped) and announced. */
async function expectShown(page: Page, index: number, count: number) {
  const slides = page.getByTestId('banner-slide');
  await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
  for (let other = 0; other < count; other += 1) {
    if (other !== index) await expect(slides.nth(other)).not.toBeInViewport({ ratio: 0.1 });
  }
  await expect(
    page.getByRole('button', { name: `Tampilkan banner ${index + 1}`, exact: true }),
  ).toHaveAttribute('aria-current', 'true');
}

test.describe('home page, server HTML', () => {
  test('holds the first banner as the LCP image, every section with its link, and the JSON-LD', async ({
    request,
    baseURL: siteOrigin,
  }) => {
    const banners = await seededBanners(request);
    expect(banners.length).toBeGreaterThan(1);
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();

    // The first banner: its mobile cut in the <img>, the desktop cut as a <source> by media
    // query, eager with high priority. The others are out of sight: their boxes only, no
    // picture for the browser to fetch before the page's code.
    const images = tags(html, 'img');
    const first = images.find((image) => image.alt === banners[0]!.title);
    // Both cuts come through the gateway's image route, at the widths the screen needs.
    const resized = (source: string, width: number) =>
      `/img?src=${encodeURIComponent(source)}&w=${width}`;
    expect(first).toMatchObject({
      src: resized(banners[0]!.imageMobile, 640),
      loading: 'eager',
      fetchpriority: 'high',
      width: '750',
      height: '420',
    });
    const sources = tags(html, 'source');
    expect(sources[0]).toMatchObject({
      media: '(min-width: 48em)',
      srcset: expect.stringContaining(`${resized(banners[0]!.imageDesktop, 1280)} 1280w`),
      width: '1440',
      height: '480',
    });
    for (const banner of banners.slice(1)) {
      for (const cut of [banner.imageMobile, banner.imageDesktop]) {
        expect(html, banner.title).not.toContain(encodeURIComponent(cut));
      }
    }
    expect(html.match(/data-testid="banner-slide"/g)).toHaveLength(banners.length);
    expect(html.match(/<img\b[^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:image" content="${banners[0]!.imageDesktop}"`);

    // Every section's heading, and its "Lihat semua" link into the full list.
    const titles = headings(html);
    const anchors = tags(html, 'a');
    for (const [title, seeAll] of SECTIONS) {
      expect(titles, title).toContain(title);
      const link = anchors.find((anchor) => anchor['aria-label'] === `Lihat semua ${title}`);
      if (seeAll) expect(link?.href, title).toBe(seeAll);
      else expect(link, title).toBeUndefined();
    }

    // Organization (with the social profiles) and WebSite with the sitelinks search box.
    const structured = jsonLd(html);
    const organization = structured.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'MyValue', url: `${siteOrigin}/` });
    expect(organization?.sameAs).toEqual(
      expect.arrayContaining([
        expect.stringContaining('instagram.com'),
        expect.stringContaining('facebook.com'),
        expect.stringContaining('tiktok.com'),
      ]),
    );
    const website = structured.find((item) => item['@type'] === 'WebSite');
    expect(website).toMatchObject({
      url: `${siteOrigin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${siteOrigin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

test.describe('home rows kept as the server drew them', () => {
  test("a card opens its page within the page; a modified click is the browser's; rows drawn again when home is reached by a link", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // A marker on window survives only a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));
    const row = page.locator('section', {
      has: page.getByRole('heading', { name: 'Promo Terbaru' }),
    });
    const card = row.getByTestId('promo-card').first();
    const href = (await card.getAttribute('href'))!;
    const title = (await card.getByRole('img').getAttribute('alt'))!;
    // React's own properties on an element it rendered or hydrated.
    const reactHolds = () =>
      card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
    expect(await reactHolds()).toBe(false);

    // Ctrl+click: a new tab, this page stays (the rows' listener leaves it to the browser).
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      card.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(opened).toHaveURL(href);
    await opened.close();
    await expect(page).toHaveURL('/');

    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);

    // Back at home through the logo: the rows are rendered by the browser this time.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /beranda/i })
      .first()
      .click();
    await expect(page).toHaveURL('/');
    for (const [title] of SECTIONS) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(row.getByTestId('promo-card').first()).toHaveAttribute('href', href);
    expect(await reactHolds()).toBe(true);
    expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
  });
});

test.describe('banner carousel', () => {
  // The arrows are for wide screens; phones swipe (below).
  test('the arrows and a dot change the banner shown, by keyboard', async ({ page }) => {
    const problems = watchConsole(page);
    // No autoplay: only the keys move the banners.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await readyCarousel(page);
    const count = await page.getByTestId('banner-slide').count();
    await expectShown(page, 0, count);

    await page.getByRole('button', { name: 'Banner berikutnya' }).focus();
    await page.keyboard.press('Enter');
    await expectShown(page, 1, count);

    await page.getByRole('button', { name: `Tampilkan banner ${count}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await expectShown(page, count - 1, count);

    await page.getByRole('button', { name: 'Banner sebelumnya' }).focus();
    await page.keyboard.press('Enter');
    await expectShown(page, count - 2, count);

    // The slide shown is the one assistive technology reads; the others are hidden from it.
    await expect(page.getByRole('group', { name: /dari/ })).toHaveAccessibleName(
      `${count - 1} dari ${count}`,
    );
    // The extra promo block is for phones only.
    await expect(page.getByTestId('extra-promo')).toBeHidden();
    expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('the banners beside the one shown load once the page is live, the others when they near', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await readyCarousel(page);
    const slides = page.getByTestId('banner-slide');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    const picture = (index: number) => slides.nth(index).locator('img');
    // Live: the neighbours of the first (the carousel loops) are fetched, not the one between.
    await expect(picture(1)).toHaveJSProperty('complete', true);
    await expect(picture(count - 1)).toHaveJSProperty('complete', true);
    await expect(picture(2)).toHaveCount(0);
    await page.getByRole('button', { name: 'Tampilkan banner 2', exact: true }).click();
    await expectShown(page, 1, count);
    await expect(picture(2)).toHaveJSProperty('complete', true);
    expect(
      await picture(2).evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('autoplay moves on by itself when motion is welcome, unannounced', async ({ page }) => {
    const { carousel, count } = await homeOnTestClock(page);
    // Embla starts with the first turn, not with the page's load (a slow phone's main thread).
    expect(await emblaRuns(carousel)).toBe(false);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 1, count);
    // A screen reader is not told of every turn it makes by itself (APG carousel).
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  test('autoplay waits while the carousel is scrolled out of view, and goes on when it is back', async ({
    page,
  }) => {
    const { carousel, count } = await homeOnTestClock(page);
    // Observers made later are told later of the same change: once this one hears the carousel
    // has left the view, the carousel's own has heard it too.
    const leftView = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (entry?.isIntersecting) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.querySelector('[data-testid="banner-carousel"]')!);
        }),
    );
    await page.getByRole('heading', { name: 'Brand Partner' }).scrollIntoViewIfNeeded();
    await leftView;
    // One turn's time (a whole round would bring the first banner back anyway).
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expect(
      page.getByRole('button', { name: 'Tampilkan banner 1', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await carousel.scrollIntoViewIfNeeded();
    await expectShown(page, 0, count);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 1, count);
  });

  test('a hover holds the first turn, and the autoplay goes on once the pointer leaves', async ({
    page,
  }) => {
    const { carousel, count } = await homeOnTestClock(page);
    await carousel.getByTestId('banner-slide').first().hover();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 0, count);
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 1, count);
  });

  test('dragging the banners takes over: the autoplay stops for good', async ({ page }) => {
    await homeOnTestClock(page);
    const box = (await page.getByTestId('banner-slide').first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Putar banner' })).toBeVisible();
    await page.mouse.move(0, 0);
    // Wherever the drag left the banners, they stay: the pointer has left, yet no turn comes.
    await page.clock.runFor(1000);
    const current = page
      .getByRole('button', { name: /^Tampilkan banner/ })
      .and(page.locator('[aria-current="true"]'));
    const shown = await current.getAttribute('aria-label');
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expect(current).toHaveAttribute('aria-label', shown!);
  });

  test('"Jeda banner" stops the autoplay, "Putar banner" starts it again', async ({ page }) => {
    const { count } = await homeOnTestClock(page);
    await page.getByRole('button', { name: 'Jeda banner' }).click();
    // One turn's time (a whole round would bring the first banner back anyway).
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 0, count);
    // Stopped, a banner the visitor picks is announced.
    await expect(page.getByTestId('banner-carousel').locator('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await page.getByRole('button', { name: 'Putar banner' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 1, count);
  });

  test('a dot pressed before the carousel’s code arrived shows its banner, and stops the autoplay', async ({
    page,
  }) => {
    await page.clock.install();
    const releaseEmbla = await holdRequests(page, /\/assets\/embla-[^/]*\.js/);
    await page.goto('/');
    const count = await page.getByTestId('banner-slide').count();
    await page.getByRole('button', { name: 'Tampilkan banner 3', exact: true }).click();
    releaseEmbla();
    await readyCarousel(page);
    await expectShown(page, 2, count);
    await expect(page.getByRole('button', { name: 'Putar banner' })).toBeVisible();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 2, count);
  });

  test('with reduced motion nothing autoplays, and Embla waits for the visitor', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { carousel, count } = await homeOnTestClock(page);
    // One turn's time (a whole round would bring the first banner back anyway).
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expectShown(page, 0, count);
    expect(await emblaRuns(carousel)).toBe(false);
  });

  test(
    'on a phone a swipe shows the next banner; the extra promo block sits below',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const carousel = await readyCarousel(page);
      const count = await page.getByTestId('banner-slide').count();
      await expect(page.getByRole('button', { name: 'Banner berikutnya' })).toBeHidden();
      // Embla has not started: this first touch starts it, and is its first swipe too.
      expect(await emblaRuns(carousel)).toBe(false);

      const box = (await page.getByTestId('banner-slide').first().boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y }],
        });
      const from = box.x + box.width * 0.85;
      const to = box.x + box.width * 0.15;
      await touch('touchStart', from);
      for (let step = 1; step <= 8; step += 1)
        await touch('touchMove', from + ((to - from) * step) / 8);
      await touch('touchEnd');
      await expectShown(page, 1, count);

      // SPEC 2: the extra promo block under the mobile banner, linking to its promo.
      const extra = page.getByTestId('extra-promo');
      await expect(extra).toBeVisible();
      await expect(extra).toHaveAttribute('href', /^\/promo\/[^/]+$/);
      const carouselBottom = (await carousel.boundingBox())!;
      const extraTop = (await extra.boundingBox())!.y;
      expect(extraTop).toBeGreaterThanOrEqual(carouselBottom.y + carouselBottom.height);
    },
  );
});
