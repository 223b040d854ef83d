import { randomUUID } from 'node:crypto';
import {
  expect,
  ON_OWN_SERVERS,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from './support/test';
import { queryGraphQL, seededSlugs, type SeededSlugs } from './support/content';
import { ACCOUNT_PAGES, publicPages } from './support/pages';
import { BUDI } from './support/sign-in';
import { engage, hydrated, withoutLinkPreload } from './support/site';

// Rules every page follows (docs/architecture.md, "How a page is built"), checked on all of
// them at once. Request-level: the desktop project only. The tests that read the upstream's
// request log run on the own servers, where no other test's calls fill it.

interface UpstreamCall {
  method: string;
  path: string;
  query: string;
  requestId?: string;
}

/**
 * The upstream calls made for one page request: `load` sends the page request with the given
 * `x-request-id`, which the gateway passes on to the upstream; calls made meanwhile for anything
 * else (a request of an earlier test still being answered) are not counted.
 */
async function upstreamCallsOf(
  request: APIRequestContext,
  upstreamURL: string,
  load: (headers: Record<string, string>) => Promise<unknown>,
) {
  const requestId = `page-pattern-${randomUUID()}`;
  await request.delete(`${upstreamURL}/__requests`);
  await load({ accept: 'text/html', 'x-request-id': requestId });
  const body = (await (await request.get(`${upstreamURL}/__requests`)).json()) as
    UpstreamCall[] | { requests: UpstreamCall[] };
  return (Array.isArray(body) ? body : body.requests).filter(
    (call) => call.requestId === requestId,
  );
}

function duplicates(calls: UpstreamCall[]): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}${call.query ? `?${call.query}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}

test.describe('every page', () => {
  let slugs: SeededSlugs;
  test.beforeAll(async ({ request }) => {
    slugs = await seededSlugs(request);
  });

  test(
    'renders on the server in one pass with its head, without asking the upstream twice',
    { tag: ON_OWN_SERVERS },
    async ({ request, upstreamURL }) => {
      for (const path of publicPages(slugs)) {
        let status = 0;
        let passes: string | undefined;
        let html = '';
        const calls = await upstreamCallsOf(request, upstreamURL, async (headers) => {
          const response = await request.get(path, { headers });
          status = response.status();
          passes = response.headers()['x-render-passes'];
          html = await response.text();
        });
        expect(status, path).toBe(200);
        expect(passes, `${path} render passes`).toBe('1');
        for (const tag of [
          /<meta name="description" content="[^"]+"/,
          /<meta property="og:title" content="[^"]+"/,
          /<meta property="og:url" content="http[^"]+"/,
          /<link rel="canonical" href="http[^"]+"/,
        ]) {
          expect(html, `${path} head`).toMatch(tag);
        }
        // Detail pages (a slug in the path) carry their breadcrumb trail for search engines.
        if (/^\/[a-z-]+\/[^/?]+$/.test(path)) expect(html, path).toContain('"BreadcrumbList"');
        expect(duplicates(calls), `${path} duplicate upstream calls`).toEqual([]);
      }
    },
  );

  test.describe('signed in', () => {
    test.use({ signedInAs: BUDI });

    test('signed in, too', { tag: ON_OWN_SERVERS }, async ({ page, upstreamURL }) => {
      test.slow(); // eleven server renders one after another
      for (const path of [
        '/',
        `/promo/${slugs.promo}`,
        `/event/${slugs.event}/register`,
        ...ACCOUNT_PAGES,
      ]) {
        let passes: string | undefined;
        const calls = await upstreamCallsOf(page.request, upstreamURL, async (headers) => {
          const response = await page.request.get(path, { headers });
          expect(response.status(), path).toBe(200);
          passes = response.headers()['x-render-passes'];
        });
        // Soft: one run names every page that asks twice, not only the first.
        expect.soft(passes, `${path} render passes`).toBe('1');
        expect.soft(duplicates(calls), `${path} duplicate upstream calls`).toEqual([]);
      }
    });

    test('signed in, the header costs no GraphQL operation on a server-rendered load, nor on client navigation', async ({
      page,
    }) => {
      // The server render inlines the Header operation's result; every later page reads it from
      // the cache (cache-first), so the header's data never costs one operation per part.
      test.slow(); // a server-rendered load and a navigation, each waited out
      await withoutLinkPreload(page);
      const operations: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/graphql')
          operations.push(url.searchParams.get('operationName') ?? '');
      });
      await page.goto('/account/poin');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(operations, 'server-rendered load').toEqual([]);

      await page
        .getByRole('navigation', { name: 'Menu akun' })
        .getByRole('link', { name: 'Koleksi Badge' })
        .click();
      await expect(page).toHaveURL('/account/badge');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible();
      expect(operations, 'client navigation').not.toContain('Header');
      expect(operations.length, `each operation once: ${operations.join(', ')}`).toBe(
        new Set(operations).size,
      );
    });
  });

  test('an unknown slug on every detail page is the 404 page with HTTP 404', async ({
    request,
  }) => {
    for (const path of [
      '/promo/tidak-ada',
      '/event/tidak-ada',
      '/event/tidak-ada/register',
      '/campaign/tidak-ada',
      '/campaign-event/tidak-ada',
      '/article/tidak-ada',
      '/merchant/tidak-ada',
      '/category/tidak-ada',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Tidak Ditemukan');
    }
  });
});

test.describe('tap feedback', () => {
  /** Records each ripple as it is added: its centre within its host and its animation. */
  async function watchRipples(page: Page) {
    await page.evaluate(() => {
      const seen: Array<{ x: number; y: number; duration: string }> = [];
      (window as unknown as { ripples: typeof seen }).ripples = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (!(node instanceof HTMLElement)) return;
            const layer = node.matches('.ripple') ? node : node.querySelector('.ripple');
            if (!layer) return;
            // The circle's centre, in the host's box, is where its clip path grows from.
            const style = getComputedStyle(layer);
            seen.push({
              x: parseFloat(style.getPropertyValue('--ripple-x')),
              y: parseFloat(style.getPropertyValue('--ripple-y')),
              duration: style.animationDuration,
            });
          });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }
  const ripples = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { ripples: Array<{ x: number; y: number; duration: string }> })
          .ripples,
    );

  async function pressFirstCard(page: Page) {
    const card = page.getByTestId('promo-card').first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    // Press without releasing, so no navigation replaces the card.
    await page.mouse.move(box.x + 20, box.y + 30);
    await page.mouse.down();
    return card;
  }

  test('a pressed card shows a ripple from the touch point for about 400 ms', async ({ page }) => {
    await page.goto('/promo');
    await watchRipples(page);
    const lookOf = (element: Locator) =>
      element.evaluate((host) => ({
        style: host.style.cssText,
        overflow: getComputedStyle(host).overflow,
        position: getComputedStyle(host).position,
      }));
    const before = await lookOf(page.getByTestId('promo-card').first());
    const card = await pressFirstCard(page);
    await expect.poll(async () => (await ripples(page)).length).toBe(1);
    const [ripple] = await ripples(page);
    // Centred on the touch point (within a pixel of rounding), animated for 400 ms.
    expect(Math.abs(ripple!.x - 20)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(ripple!.y - 30)).toBeLessThanOrEqual(1.5);
    expect(ripple!.duration).toBe('0.4s');
    // And it is gone afterwards: nothing piles up in the card, and the card is left as it was
    // (a host clipped for good would cut off what stands on its corner, as the bell's count).
    await expect(card.locator('.ripple')).toHaveCount(0, { timeout: 2000 });
    expect(await lookOf(card)).toEqual(before);
    await page.mouse.up();
  });

  test('none under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/promo');
    await watchRipples(page);
    await pressFirstCard(page);
    await page.waitForTimeout(200);
    expect(await ripples(page)).toEqual([]);
    await page.mouse.up();
  });
});

/** The operation and variables of a request to /graphql (a GET, or a POST after a hash miss). */
function graphqlOperation(request: Request) {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  const body = request.postDataJSON() as {
    operationName?: string;
    variables?: Record<string, unknown>;
  } | null;
  return {
    name: url.searchParams.get('operationName') ?? body?.operationName ?? '?',
    variables:
      body?.variables ??
      (JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>),
  };
}

test('a card link in view preloads its page data: the tap makes no request', async ({ page }) => {
  // Every GraphQL answer the page has had: operation name and variables.
  const answered: Array<NonNullable<ReturnType<typeof graphqlOperation>>> = [];
  page.on('requestfinished', (request) => {
    const operation = graphqlOperation(request);
    if (operation) answered.push(operation);
  });
  await page.goto('/promo');
  const card = page.getByTestId('promo-card').first();
  const slug = (await card.getAttribute('href'))!.split('/').pop()!;
  const { promo } = await queryGraphQL<{ promo: { merchant: { slug: string } } }>(
    page.request,
    `{ promo(slug: ${JSON.stringify(slug)}) { merchant { slug } } }`,
  );
  await engage(page);
  // The first cards are in view: from the visitor's first input, once the browser is idle,
  // their route code and data are preloaded, the promo and then its related row. Waited for, not timed: a busy machine
  // gets to its idle time later.
  await expect
    .poll(
      () =>
        answered.some((a) => a.name === 'PromoDetail' && a.variables.slug === slug) &&
        answered.some(
          (a) => a.name === 'PromoRelated' && a.variables.merchant === promo.merchant.slug,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  const operations: Array<NonNullable<ReturnType<typeof graphqlOperation>>> = [];
  page.on('request', (request) => {
    const operation = graphqlOperation(request);
    if (operation) operations.push(operation);
  });
  await card.click();
  await expect(page).toHaveURL(/\/promo\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The other cards in view may still be preloading (the code starts after the first paint, so
  // their idle time comes later), and the detail's own links in view may be preloaded in turn:
  // those are other taps'. None of this promo's operations is asked.
  const thisPromo = operations.filter(
    (a) =>
      (['PromoDetail', 'PromoMember'].includes(a.name) && a.variables.slug === slug) ||
      (a.name === 'PromoRelated' && a.variables.merchant === promo.merchant.slug),
  );
  expect(thisPromo.map((a) => a.name)).toEqual([]);
});

test('"Muat lebih banyak" fetches one page; back from a card restores the list and the scroll', async ({
  page,
}) => {
  // Only the navigations' own requests are counted here.
  await withoutLinkPreload(page);
  await page.goto('/article');
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(12);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });

  await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
  await expect(page).toHaveURL('/article?page=2');
  await expect(cards).toHaveCount(24);
  expect(graphql).toHaveLength(1);

  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await last.click();
  await expect(page).toHaveURL(/\/article\/[^/?]+$/);

  graphql.length = 0;
  await page.goBack();
  await expect(page).toHaveURL('/article?page=2');
  await expect(cards).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
  expect(graphql).toEqual([]);
});
