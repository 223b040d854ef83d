import { expect, test } from './support/test';

// Content pictures come through the gateway's /img route at the width the layout needs, and the
// first screen's largest one is preloaded from the server-rendered head.

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&');
}

function firstCandidate(srcset: string): string {
  return srcset.split(',')[0]!.trim().split(/\s+/)[0]!;
}

// The HTML and the bytes do not depend on the screen: desktop only.
test.describe('responsive images', () => {
  test('the home page preloads its first banner and lists /img widths in its srcset', async ({
    request,
  }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    // One preload per cut of the banner's <picture>, each with the cut's media query.
    expect(preloads).toHaveLength(2);
    for (const link of preloads) {
      expect(link).toContain('fetchpriority="high"');
      expect(attribute(link, 'imagesrcset')).toMatch(/^\/img\?src=/);
      expect(attribute(link, 'imagesizes')).toBeTruthy();
      expect(attribute(link, 'media')).toBeTruthy();
    }
    const banner = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(html)![0];
    const srcset = attribute(banner, 'srcset')!;
    expect(srcset.split(',').length).toBeGreaterThan(3);
    expect(srcset).toContain('/img?src=');
    expect(attribute(preloads[1]!, 'imagesrcset')).toBe(srcset);

    // An address from that srcset answers an image of the width it names, in the format asked.
    const url = firstCandidate(srcset);
    const webp = await request.get(url, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.status()).toBe(200);
    expect(webp.headers()['content-type']).toBe('image/webp');
    const bytes = await webp.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpeg = await request.get(url, { headers: { accept: '*/*' } });
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect([...(await jpeg.body()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  // A list that opens its page: the promo list, a category's and a merchant's promos, search.
  for (const path of ['/promo', '/category/kuliner', '/merchant/kopi-senja', '/search?q=kopi']) {
    test(`${path}: the first screen of cards loads at once, its first picture preloaded; the rest lazily`, async ({
      request,
    }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      // Each card's picture: the first <img> after the card's link opens.
      const pictures = html
        .split('data-testid="promo-card"')
        .slice(1)
        .map((card) => /<img\b[^>]*>/.exec(card)![0]);
      expect(pictures.length).toBeGreaterThanOrEqual(path === '/promo' ? 5 : 3);
      // Four cards fill a phone's first screen (two rows of two) and a desktop's first row. They
      // are one size, and any of them may be the largest paint: none waits for lazy loading.
      expect(pictures.map((tag) => attribute(tag, 'loading'))).toEqual(
        pictures.map((_, index) => (index < 4 ? 'eager' : 'lazy')),
      );
      // Only the first asks for a high priority and a preload from the head.
      expect(pictures.map((tag) => attribute(tag, 'fetchpriority'))).toEqual(
        pictures.map((_, index) => (index === 0 ? 'high' : undefined)),
      );
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads.map((link) => attribute(link, 'imagesrcset'))).toEqual([
        attribute(pictures[0]!, 'srcset'),
      ]);
    });
  }

  test('the browser decodes the banner through /img at a listed width, as AVIF', async ({
    page,
  }) => {
    const types = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/img') {
        types.set(response.url(), response.headers()['content-type']);
      }
    });
    await page.goto('/');
    const banner = page.locator('img[fetchpriority="high"]');
    await expect(banner).toHaveJSProperty('complete', true);
    const { currentSrc, naturalWidth } = await banner.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
    }));
    expect(new URL(currentSrc).pathname).toBe('/img');
    expect(types.get(currentSrc)).toBe('image/avif');
    const asked = Number(new URL(currentSrc).searchParams.get('w'));
    // The gateway never scales up: the step past the cut's own width answers that width.
    expect(naturalWidth).toBe(Math.min(asked, 1440));
  });

  test('logos, icons and badges arrive as small rasters, never as SVG documents', async ({
    page,
  }) => {
    await page.goto('/');
    const icon = page.getByTestId('category-shortcut').first().locator('img');
    await icon.scrollIntoViewIfNeeded();
    await expect(icon).toHaveJSProperty('complete', true);
    const drawn = await icon.evaluate((image: HTMLImageElement) => ({
      path: new URL(image.currentSrc).pathname,
      naturalWidth: image.naturalWidth,
    }));
    expect(drawn).toEqual({ path: '/img', naturalWidth: 160 });
    // The page's own pictures too (the footer's store badges, the tab's icon): each SVG one is a
    // document the browser builds on the main thread.
    const svgs = await page
      .locator('img, link[rel~="icon"]')
      .evaluateAll((elements) =>
        elements
          .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
          .filter((address) => new URL(address, document.baseURI).pathname.endsWith('.svg')),
      );
    expect(svgs).toEqual([]);
  });

  test.describe('on a 360 px phone at 2×', () => {
    test.use({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true });

    // The home rows' cards are narrower (promos, events) or wider (campaigns) than the card
    // grid's: each picture is the smallest listed width that covers the card it fills.
    test('each home row asks for its pictures at the width its cards are drawn', async ({
      page,
    }) => {
      await page.goto('/');
      for (const testId of ['promo-event-tile', 'promo-card', 'event-card', 'campaign-card']) {
        const picture = page.getByTestId(testId).first().locator('img[srcset]');
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toHaveJSProperty('complete', true);
        const { needed, chosen, candidates } = await picture.evaluate(
          (image: HTMLImageElement) => ({
            needed: image.getBoundingClientRect().width * window.devicePixelRatio,
            chosen: new URL(image.currentSrc).search,
            candidates: image.srcset.split(',').map((candidate) => {
              const [address, width] = candidate.trim().split(/\s+/);
              return {
                search: new URL(address!, document.baseURI).search,
                width: parseInt(width!),
              };
            }),
          }),
        );
        const covering = candidates.find((candidate) => candidate.width >= needed);
        expect(covering, `${testId}: a listed width covers ${needed} px`).toBeDefined();
        expect(chosen, `${testId}: ${needed} px wanted`).toBe(covering!.search);
      }
    });
  });

  test('a bad width answers 400 and a foreign source 403', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const banner = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(html)![0];
    const source = new URL(
      firstCandidate(attribute(banner, 'srcset')!),
      'http://x',
    ).searchParams.get('src')!;
    expect((await request.get(`/img?src=${encodeURIComponent(source)}&w=333`)).status()).toBe(400);
    const foreign = encodeURIComponent('https://example.com/a.jpg');
    expect((await request.get(`/img?src=${foreign}&w=320`)).status()).toBe(403);
  });
});
