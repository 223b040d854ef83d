import { expect, test } from './support/test';
import { queryGraphQL } from './support/content';
import { hydrated } from './support/site';

// Seeded for budi@contoh.id (upstream/src/db/seed/identity.ts); the landing names him "Budi S.".
const SEEDED_CODE = 'BUDI2026';

/** What shows the site's own shell: the header's search box and the footer. */
const SITE_HEADER = 'Cari voucher, event, promo';
const FOOTER = 'id="footer"';

/** The page's h1 as text (React separates adjacent text parts with comments). */
function h1(html: string): string | undefined {
  return html.match(/<h1\b[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]*>/g, '');
}

function layout(html: string): string | undefined {
  return html.match(/data-layout="([^"]+)"/)?.[1];
}

test.describe('landing pages, server HTML', () => {
  test('a campaign shows its banner and its promos; an unknown one is a 404', async ({
    request,
  }) => {
    const { campaigns } = await queryGraphQL<{
      campaigns: {
        items: Array<{ slug: string; title: string; promos: Array<{ slug: string }> }>;
      };
    }>(request, '{ campaigns(pageSize: 1) { items { slug title promos { slug } } } }');
    const campaign = campaigns.items[0]!;
    expect(campaign.promos.length).toBeGreaterThan(0);

    const response = await request.get(`/campaign/${campaign.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(h1(html)).toBe(campaign.title);
    expect(html).toContain(`<title>${campaign.title} - MyValue</title>`);
    // The banner is the page's LCP image.
    expect(html).toMatch(
      new RegExp(`<img[^>]*alt="${campaign.title}"[^>]*fetchpriority="high"`, 'i'),
    );
    for (const promo of campaign.promos) expect(html).toContain(`href="/promo/${promo.slug}"`);
    expect(html).toContain('"@type":"BreadcrumbList"');

    const missing = await request.get('/campaign/kampanye-yang-tidak-ada');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Tidak Ditemukan');
  });

  test('a campaign of events shows its events; an unknown one is a 404', async ({ request }) => {
    const { campaignEvents } = await queryGraphQL<{
      campaignEvents: {
        items: Array<{ slug: string; title: string; events: Array<{ slug: string }> }>;
      };
    }>(request, '{ campaignEvents(pageSize: 1) { items { slug title events { slug } } } }');
    const campaign = campaignEvents.items[0]!;
    expect(campaign.events.length).toBeGreaterThan(0);

    const response = await request.get(`/campaign-event/${campaign.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();
    expect(h1(html)).toBe(campaign.title);
    for (const event of campaign.events) expect(html).toContain(`href="/event/${event.slug}"`);

    const missing = await request.get('/campaign-event/kampanye-yang-tidak-ada');
    expect(missing.status()).toBe(404);
  });

  test('the referral landing names the inviter of a valid code, and says when a code is not valid', async ({
    request,
  }) => {
    const valid = await (await request.get(`/referral?code=${SEEDED_CODE.toLowerCase()}`)).text();
    expect(h1(valid)).toBe('Budi S. mengundangmu ke MyValue');
    expect(valid).toContain(SEEDED_CODE);
    expect(valid).toMatch(/[\d.]+ poin/);
    // The page's click listener brings the new member back to their referral code (SPEC 4).
    expect(valid).toMatch(
      /<a(?=[^>]*href="\/webapi\/auth\/login")(?=[^>]*data-login-return="\/account\/referral")[^>]*>Daftar Sekarang<\/a>/,
    );
    expect(layout(valid)).toBe('none');
    expect(valid).not.toContain(SITE_HEADER);

    for (const code of ['NGAWUR', 'x']) {
      const invalid = await (await request.get(`/referral?code=${code}`)).text();
      expect(h1(invalid), code).toBe('Kode referral tidak valid');
      expect(invalid, code).not.toContain('mengundangmu');
    }

    // No code: the explainer, with a form that checks one without JavaScript.
    const explainer = await (await request.get('/referral')).text();
    expect(h1(explainer)).toBe('Program Referral');
    expect(explainer).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/referral")[^>]*>/);
    expect(explainer).toMatch(/<input[^>]*name="code"/);
  });

  test('about, gramedia-troops and learn-more render in their own layouts', async ({ request }) => {
    const about = await (await request.get('/about')).text();
    expect(layout(about)).toBe('default');
    expect(h1(about)).toBe('Tentang Kami');
    expect(about).toContain(SITE_HEADER);
    // The tiers with their thresholds, from the identity API.
    expect(about).toContain('Mulai 50.000 poin tier');

    const troops = await (await request.get('/gramedia-troops')).text();
    expect(layout(troops)).toBe('footer-only');
    expect(h1(troops)).toBe('Gramedia Troops');
    expect(troops).toContain(FOOTER);
    expect(troops).not.toContain(SITE_HEADER);

    const learnMore = await (await request.get('/learn-more')).text();
    expect(layout(learnMore)).toBe('none');
    expect(h1(learnMore)).toBe('Kenali Membership MyValue');
    expect(learnMore).not.toContain(SITE_HEADER);
    expect(learnMore).not.toContain(FOOTER);
    expect(learnMore).toContain('Mulai 250.000 poin tier');
    // Its own simple top: the logo back home.
    expect(learnMore).toMatch(/<a(?=[^>]*aria-label="MyValue – beranda")(?=[^>]*href="\/")[^>]*>/);
  });
});

test.describe('landing pages in the browser', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the referral form checks a code', async ({ page }) => {
      await page.goto('/referral');
      await page.getByLabel('Punya kode referral dari teman?').fill(SEEDED_CODE);
      await page.getByRole('button', { name: 'Cek Kode' }).click();
      await expect(page).toHaveURL(`/referral?code=${SEEDED_CODE}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Budi S. mengundangmu ke MyValue' }),
      ).toBeVisible();
    });
  });

  test('the referral form checks another code in place, and the FAQ opens', async ({ page }) => {
    await page.goto('/referral?code=NGAWUR');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kode referral tidak valid' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByLabel('Coba kode lain').fill(SEEDED_CODE.toLowerCase());
    await page.getByRole('button', { name: 'Cek Kode' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Budi S. mengundangmu ke MyValue' }),
    ).toBeVisible();
    // The router handled the form: no full page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.goto('/gramedia-troops');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    const question = page.getByRole('button', { name: 'Apakah ada biayanya?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('sepenuhnya gratis')).toBeVisible();
  });
});
