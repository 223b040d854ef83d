import { expect, test, type Page } from './support/test';
import { BUDI, signIn } from './support/sign-in';
import { siteOrigin } from './support/site';

// Seeded events (upstream/src/db/seed/content-data.ts): a full upcoming one (every seat taken),
// a paid upcoming one, and free upcoming ones with plenty of seats left.
const FULL = 'konser-akustik-senja';
const PAID = 'workshop-fotografi-ponsel';
/**
 * Events Budi may register for in this spec, in order: the test takes the first he is not yet
 * registered for, so a second run on the same database still finds one. No other spec
 * registers for them.
 */
const OPEN_FOR_BUDI = [
  'bazar-buku-murah',
  'talkshow-literasi-keuangan',
  'festival-kuliner-nusantara',
];
const SITI = { email: 'siti@contoh.id', password: 'Rahasia123' };

/** The sign-on host's form, reached from any 'Masuk / Daftar' action, back to the site. */
async function signOnAs(page: Page, member: { email: string; password: string }) {
  await page.getByLabel('Email atau nomor HP').fill(member.email);
  await page.getByLabel('Kata sandi').fill(member.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('event list', () => {
  test('tabs live in the URL, survive a reload, and more events load below', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the same links at every size');
    await page.goto('/event');
    const cards = page.getByTestId('event-card');
    await expect(page.getByRole('link', { name: 'Akan Datang' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: 'Kuota penuh' })).toContainText(['Konser Akustik Senja']);

    await page.getByRole('link', { name: 'Sudah Lewat' }).click();
    await expect(page).toHaveURL(/\/event\?when=past$/);
    await expect(page.getByRole('link', { name: 'Sudah Lewat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Past events, latest first.
    await expect(cards.first()).toContainText('Yoga Pagi di Taman');
    await expect(cards).toHaveCount(4);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Sudah Lewat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Akan Datang' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('Selesai');

    await page.getByRole('link', { name: 'Akan Datang' }).click();
    await expect(page).toHaveURL(/\/event\?when=upcoming$/);
    await expect(cards).toHaveCount(6);
    await page.getByRole('link', { name: 'Muat lebih banyak' }).click();
    await expect(page).toHaveURL(/\/event\?when=upcoming&page=2$/);
    await expect(cards).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Muat lebih banyak' })).toHaveCount(0);
  });
});

test.describe('event pages, server-rendered', () => {
  test.skip(({ isMobile }) => isMobile, 'request-level checks: one project is enough');

  test('the event page HTML holds the content, its head and JSON-LD, in one pass', async ({
    request,
  }) => {
    const response = await request.get(`/event/${PAID}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-passes']).toBe('1');
    const html = await response.text();

    expect(html).toMatch(/<h1[^>]*>Workshop Fotografi Ponsel<\/h1>/);
    expect(html).toMatch(/Sisa kuota \d+ dari 30/);
    expect(html).toContain('Tentang Event');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
    expect(html).toContain('<title>Workshop Fotografi Ponsel - MyValue</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Workshop Fotografi Ponsel - MyValue"',
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+workshop-fotografi-ponsel/);
    expect(html).toContain(`<meta property="og:url" content="${siteOrigin}/event/${PAID}"`);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/event/${PAID}"`);

    const jsonLd = jsonLdOf(html);
    const event = jsonLd.find((item) => item['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Workshop Fotografi Ponsel',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Ruang Kreatif Kota' },
      offers: { '@type': 'Offer', description: expect.stringContaining('2.500 poin') },
    });
    expect(Date.parse(String(event?.startDate))).toBeLessThan(Date.parse(String(event?.endDate)));
    const breadcrumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Beranda', item: `${siteOrigin}/` }),
      expect.objectContaining({ position: 2, name: 'Event', item: `${siteOrigin}/event` }),
      expect.objectContaining({ position: 3, item: `${siteOrigin}/event/${PAID}` }),
    ]);
  });

  test('every event page renders in one pass', async ({ request }) => {
    for (const path of ['/event', '/event?when=past', '/event?page=2', `/event/${PAID}/register`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-render-passes'], path).toBe('1');
    }
  });

  test('unknown slugs answer 404, for the event and its register page', async ({ request }) => {
    for (const path of ['/event/tidak-ada-event', '/event/tidak-ada-event/register']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Tidak Ditemukan');
    }
  });
});

test.describe('full event', () => {
  test('says Kuota penuh and offers no registration', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'no layout difference that matters here');
    await page.goto(`/event/${FULL}`);
    await expect(page.getByText('Sisa kuota 0 dari 50')).toBeVisible();
    const action = page.getByRole('button', { name: 'Daftar', exact: true });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(/Kuota penuh/);

    await page.goto(`/event/${FULL}/register`);
    await expect(page.getByRole('heading', { name: 'Kuota penuh' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toHaveCount(0);
  });
});

test.describe('registration of a visitor', () => {
  test.skip(({ isMobile }) => isMobile, 'sign-in flows are tested at one size');

  test('on the register page: signs in, comes back to the form, and is told what points are missing', async ({
    page,
  }) => {
    await page.goto(`/event/${PAID}/register`);
    const notice = page.getByTestId('register-sign-in');
    await expect(notice.getByRole('heading', { name: 'Masuk untuk mendaftar' })).toBeVisible();
    await notice.getByRole('link', { name: 'Masuk / Daftar' }).click();
    await signOnAs(page, SITI);

    await expect(page).toHaveURL(`/event/${PAID}/register`);
    await expect(page.getByLabel('Email')).toHaveValue(SITI.email);
    await expect(page.getByLabel('Nama')).toHaveValue(/Siti/);
    // Siti has no points; the event costs 2.500 per attendee.
    await expect(
      page.getByText('Poin kamu kurang 2.500 poin untuk mendaftar event ini.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toBeDisabled();
  });

  test('Daftar on the event page goes to sign-in first, then to the form', async ({ page }) => {
    await page.goto(`/event/${PAID}`);
    await page.getByRole('link', { name: 'Daftar', exact: true }).click();
    await expect(page.getByLabel('Email atau nomor HP')).toBeVisible();
    await signOnAs(page, SITI);
    await expect(page).toHaveURL(`/event/${PAID}/register`);
    await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toBeVisible();
  });
});

test.describe('registration of a member', () => {
  test.skip(({ isMobile }) => isMobile, 'changes data: desktop project only');

  test('validates beside the field, registers with a ticket code, and refuses a second time', async ({
    page,
    context,
  }) => {
    await signIn(page, { from: '/event' });

    // The first open event Budi is not registered for yet.
    let slug: string | undefined;
    for (const candidate of OPEN_FOR_BUDI) {
      await page.goto(`/event/${candidate}/register`);
      const form = page.getByRole('form', { name: 'Formulir pendaftaran event' });
      const already = page.getByRole('heading', { name: 'Kamu sudah terdaftar di event ini' });
      await expect(form.or(already)).toBeVisible();
      if (await form.isVisible()) {
        slug = candidate;
        break;
      }
    }
    expect(slug, 'an open event Budi has not registered for').toBeDefined();
    const registerPath = `/event/${slug}/register`;

    // Server-rendered for the member too, in one pass (the member's flag included), prefilled
    // from the profile.
    const served = await page.request.get(registerPath);
    expect(served.headers()['x-render-passes']).toBe('1');
    expect(await served.text()).toContain(`value="${BUDI.email}"`);
    expect((await page.request.get(`/event/${slug}`)).headers()['x-render-passes']).toBe('1');

    // A second tab opened before registering: its submit comes second.
    const second = await context.newPage();
    await second.goto(registerPath);
    await expect(second.getByRole('button', { name: 'Daftar Sekarang' })).toBeEnabled();

    const phone = page.getByLabel('Nomor HP');
    await phone.fill('0812-abc');
    await page.getByLabel('Nama').fill('');
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByLabel('Nama')).toHaveAccessibleDescription('Nama wajib diisi');
    await expect(page.getByLabel('Nama')).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Nomor HP tidak valid');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('0812-abc');
    await expect(page.getByLabel('Email')).toHaveValue(BUDI.email);

    await page.getByLabel('Nama').fill('Budi Santoso');
    await phone.fill('0812 3456 7890');
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil' })).toBeFocused();
    await expect(page.getByTestId('ticket-code')).toHaveText(/^EVT-[0-9A-F]+$/);

    // The answer updated the cached event: its page says so without asking again.
    await page.getByRole('link', { name: 'Kembali ke Event' }).click();
    await expect(page).toHaveURL(`/event/${slug}`);
    await expect(page.getByText('Kamu sudah terdaftar', { exact: true })).toBeVisible();

    await second.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(
      second.getByRole('heading', { name: 'Kamu sudah terdaftar di event ini' }),
    ).toBeVisible();

    // A full event says so to a member before any submit.
    await page.goto(`/event/${FULL}/register`);
    await expect(page.getByRole('heading', { name: 'Kuota penuh' })).toBeVisible();
  });
});

test.describe('event page on a phone', () => {
  test('keeps the Daftar action on the first screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the sticky action is a phone layout');
    await page.goto(`/event/${PAID}`);
    await expect(page.getByRole('link', { name: 'Daftar', exact: true })).toBeInViewport();
  });
});
