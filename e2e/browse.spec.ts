import {
  AT_PHONE_SIZE_ONLY,
  AT_PHONE_SIZE_TOO,
  expect,
  ON_OWN_SERVERS,
  test,
  type Page,
} from './support/test';
import { jsonLd } from './support/html';
import { holdRequests } from './support/site';

const ARTICLE = '/article/7-cara-mengumpulkan-poin-lebih-cepat';
/** The seeded article whose body carries a <script> and an onerror= attribute on purpose. */
const UNSAFE_ARTICLE = '/article/waspada-penipuan-berkedok-hadiah-poin';

function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

const articleCards = (page: Page) => page.getByTestId('article-card');

test.describe('server HTML (request level)', () => {
  test('an article page holds the body, Open Graph, canonical and JSON-LD in one pass', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(ARTICLE);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();

    expect(html).toMatch(/<h1[^>]*>7 Cara Mengumpulkan Poin Lebih Cepat<\/h1>/);
    expect(html).toContain('Sebagai member MyValue, kamu bisa mendapatkan lebih banyak manfaat');
    expect(html).toContain('<title>7 Cara Mengumpulkan Poin Lebih Cepat - MyValue</title>');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('7 Cara Mengumpulkan Poin Lebih Cepat - MyValue');
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.jpg$/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${ARTICLE}"`);

    const data = jsonLd(html);
    const article = data.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: '7 Cara Mengumpulkan Poin Lebih Cepat',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: { name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'MyValue' },
    });
    expect((article!.image as string[])[0]).toBe(meta(html, 'og:image'));
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    const names = (breadcrumbs!.itemListElement as Array<{ name: string; item: string }>).map(
      (item) => item.name,
    );
    expect(names).toEqual([
      'Beranda',
      'Bacaan',
      'Info Member',
      '7 Cara Mengumpulkan Poin Lebih Cepat',
    ]);
  });

  test('an article body arrives sanitised: no script, no event handler', async ({ request }) => {
    const response = await request.get(UNSAFE_ARTICLE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Hati-hati dengan pesan yang meminta kode OTP');
    expect(html).not.toContain('alert("xss")');
    expect(html).not.toMatch(/onerror=/i);
  });

  test('an unknown article answers 404 before rendering', async ({ request }) => {
    const response = await request.get('/article/tidak-ada-artikel');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Tidak Ditemukan');
  });

  test('every browse page renders in one pass', async ({ request }) => {
    for (const path of [
      '/article',
      '/article?category=kuliner',
      '/article?page=2',
      '/merchant',
      '/merchant?category=kuliner',
      '/merchant/kopi-senja',
      '/category/kuliner?sort=ending_soon',
      '/search',
      '/search?q=buku',
      '/search?q=poin&type=promo',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render-passes'], path).toBe('1');
    }
  });

  test('search results are not indexed, and the query never reaches the HTML as markup', async ({
    request,
  }) => {
    const payload = '<img src=x onerror=alert(1)>';
    const response = await request.get(`/search?q=${encodeURIComponent(payload)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(meta(html, 'robots')).toBe('noindex, follow');
    expect(html).not.toContain(payload);
    expect(html).toContain('Hasil pencarian “&lt;img src=x onerror=alert(1)&gt;”');
  });
});

test.describe('search', () => {
  test('finds seeded content, grouped, with counts', async ({ page }) => {
    await page.goto('/search?q=buku');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “buku”');
    await expect(page).toHaveTitle('Hasil pencarian “buku” - MyValue');
    for (const [label, testId] of [
      ['Promo', 'promo-card'],
      ['Event', 'event-card'],
      ['Artikel', 'article-card'],
      ['Brand Partner', 'merchant-card'],
    ] as const) {
      const heading = page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${label} \\(\\d+\\)$`),
      });
      await expect(heading).toBeVisible();
      const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThan(0);
      const section = page.getByRole('region', { name: `${label} (${count})` });
      await expect(section.getByTestId(testId)).toHaveCount(Math.min(count, 4));
    }
    await expect(page.getByRole('region', { name: /^Brand Partner/ })).toContainText(
      'Toko Buku Cahaya',
    );
  });

  test('"Lihat semua" opens one group with more of its results', async ({ page }) => {
    await page.goto('/search?q=poin');
    const heading = page.getByRole('heading', { level: 2, name: /^Promo \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(4);
    await page.getByRole('link', { name: `Lihat semua Promo (${count})` }).click();
    await expect(page).toHaveURL('/search?q=poin&type=promo');
    await expect(page.getByTestId('promo-card')).toHaveCount(Math.min(count, 50));
    await expect(page.getByRole('heading', { level: 2, name: /^Artikel/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Promo', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('says so when nothing matches, with a way on', async ({ page }) => {
    await page.goto('/search?q=qwertyzxcvb');
    const empty = page.getByTestId('empty-state');
    await expect(empty).toContainText('Tidak ada hasil untuk “qwertyzxcvb”');
    await expect(empty).toContainText('Periksa ejaan');
    const suggestions = page.getByRole('heading', { name: 'Kategori populer' }).locator('..');
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', /^\/category\//);
  });

  for (const payload of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
    test(`shows ${payload.slice(0, 7)}… in q as text and never runs it`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await page.goto(`/search?q=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Hasil pencarian “${payload}”`,
      );
      await expect(page.getByTestId('empty-state')).toContainText(
        `Tidak ada hasil untuk “${payload}”`,
      );
      await expect(page).toHaveTitle(`Hasil pencarian “${payload}” - MyValue`);
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(dialogs).toEqual([]);
    });
  }

  // The header's search box covers desktop.
  test(
    'a phone has its own search field on the page',
    { tag: AT_PHONE_SIZE_ONLY },
    async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cari');
      const field = page.getByRole('searchbox', { name: 'Kata kunci' });
      await field.fill('kopi');
      await field.press('Enter');
      await expect(page).toHaveURL('/search?q=kopi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “kopi”');
      await expect(page.getByRole('searchbox', { name: 'Kata kunci' })).toHaveValue('kopi');
    },
  );
});

test.describe('articles', () => {
  test('the category filter changes the URL and survives a reload', async ({ page }) => {
    await page.goto('/article');
    const filter = page.getByRole('navigation', { name: 'Kategori artikel' });
    await filter.getByRole('link', { name: 'Kuliner', exact: true }).click();
    await expect(page).toHaveURL('/article?category=kuliner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bacaan: Kuliner');
    const count = await articleCards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(12);
    for (const card of await articleCards(page).all()) await expect(card).toContainText('Kuliner');

    await page.reload();
    await expect(articleCards(page)).toHaveCount(count);
    await expect(filter.getByRole('link', { name: 'Kuliner', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filter.getByRole('link', { name: 'Semua', exact: true }).click();
    await expect(page).toHaveURL('/article');
    await expect(articleCards(page)).toHaveCount(12);
  });

  test('"Muat lebih banyak" appends the next page without duplicates', async ({ page }) => {
    await page.goto('/article');
    await expect(articleCards(page)).toHaveCount(12);
    const firstPage = await hrefs(page);
    // A marker on window survives only a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));
    // Until the next page's data is there, skeletons follow the cards shown, never a gap.
    const deliver = await holdRequests(page, '**/graphql**');
    await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
    const list = page.getByRole('list').filter({ has: articleCards(page).first() });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(articleCards(page)).toHaveCount(12);
    deliver();
    await expect(page).toHaveURL('/article?page=2');
    await expect(articleCards(page)).toHaveCount(24);
    await expect(list).not.toHaveAttribute('aria-busy');
    const all = await hrefs(page);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 12)).toEqual(firstPage);
    expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
    await expect(page.getByRole('link', { name: 'Muat lebih banyak' })).toHaveCount(0);
  });

  test('the article page shows its parts and related articles of the same category', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      '7 Cara Mengumpulkan Poin Lebih Cepat',
    );
    await expect(article.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
    await expect(article).toContainText(/Oleh \S+/);
    await expect(article.getByRole('link', { name: '#poin' })).toHaveAttribute(
      'href',
      '/article?tag=poin',
    );
    const related = page.getByRole('region', { name: 'Artikel terkait' });
    const relatedCards = related.getByTestId('article-card');
    await expect(relatedCards).not.toHaveCount(0);
    for (const card of await relatedCards.all()) {
      await expect(card).toContainText('Info Member');
      await expect(card).not.toHaveAttribute('href', ARTICLE);
    }
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Bacaan' })
      .click();
    await expect(page).toHaveURL('/article');
  });
});

test.describe('articles without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Muat lebih banyak" is a link to the next page that lists pages 1..N', async ({ page }) => {
    await page.goto('/article');
    await expect(articleCards(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
    await expect(page).toHaveURL('/article?page=2');
    await expect(articleCards(page)).toHaveCount(24);
    const all = await hrefs(page);
    expect(new Set(all).size).toBe(24);
  });
});

test.describe('merchants', () => {
  // The sticky bar and the page's header differ between the sizes: checked at both.
  test(
    'letter jumps move to the letter; letters without merchants are not links',
    { tag: AT_PHONE_SIZE_TOO },
    async ({ page }) => {
      await page.goto('/merchant');
      const jumps = page.getByRole('navigation', { name: 'Lompat ke huruf' });
      await expect(jumps.getByRole('link', { name: 'K', exact: true })).toBeVisible();
      await expect(jumps.getByRole('link', { name: 'I', exact: true })).toHaveCount(0);
      await expect(jumps).toContainText('I');

      const section = page.getByRole('region', { name: 'T', exact: true });
      await expect(section).not.toBeInViewport();
      await jumps.getByRole('link', { name: 'T', exact: true }).click();
      await expect(page).toHaveURL('/merchant#huruf-T');
      await expect(section.getByRole('heading', { name: 'T', exact: true })).toBeInViewport();
      await expect(section.getByTestId('merchant-card').first()).toBeInViewport();
      await expect(section.getByTestId('merchant-card').first()).toContainText(/^T/);
      // The bar stays at hand (sticky) and does not cover the letter it jumped to.
      await expect(jumps).toBeInViewport();
      const bar = await jumps.boundingBox();
      const heading = await section.getByRole('heading', { name: 'T', exact: true }).boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    },
  );

  test('the A–Z grid holds every merchant, and the category filter narrows it', async ({
    page,
  }) => {
    await page.goto('/merchant');
    const all = await page.getByTestId('merchant-card').count();
    expect(all).toBeGreaterThanOrEqual(30);
    // Grouped by initial: each card sits under its own letter.
    for (const letter of ['A', 'K', 'T']) {
      const cards = page
        .getByRole('region', { name: letter, exact: true })
        .getByTestId('merchant-card');
      await expect(cards).not.toHaveCount(0);
      for (const card of await cards.all()) {
        expect((await card.locator('p').first().textContent())?.charAt(0)).toBe(letter);
      }
    }

    await page
      .getByRole('navigation', { name: 'Kategori brand partner' })
      .getByRole('link', { name: 'Kuliner', exact: true })
      .click();
    await expect(page).toHaveURL('/merchant?category=kuliner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand Partner Kuliner');
    await expect(page.getByTestId('merchant-card').first()).toBeVisible();
    const filtered = await page.getByTestId('merchant-card').count();
    expect(filtered).toBeLessThan(all);
    await expect(page.getByTestId('merchant-card').filter({ hasText: 'Kopi Senja' })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('merchant-card').filter({ hasText: 'Gadget Mart' })).toHaveCount(
      0,
    );
  });

  test(
    'a merchant page keeps its content when its promos fail',
    { tag: ON_OWN_SERVERS },
    async ({ page, request, upstreamFaults }) => {
      // By id: no other test asks for this merchant's promos that way, so no cached answer.
      const pageHtml = await (await request.get('/merchant/florist-melati')).text();
      const id = /"Merchant:(\d+)"/.exec(pageHtml)?.[1];
      expect(id).toBeDefined();
      await upstreamFaults.fail({ method: 'GET', path: '/content/v1/promos', status: 503 });
      const response = await page.goto(`/merchant/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Florist Melati');
      await expect(page.getByTestId('empty-state')).toContainText('Promo belum bisa dimuat');
      await expect(page.getByRole('region', { name: /^Outlet/ })).toBeVisible();
    },
  );
});

async function hrefs(page: Page): Promise<string[]> {
  return articleCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('href') ?? ''),
  );
}
