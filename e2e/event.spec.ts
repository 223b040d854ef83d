import { AT_PHONE_SIZE_ONLY, expect, test, type Page } from './support/test';
import { jsonLd } from './support/html';
import { registerMember, SITI, type DemoMember } from './support/sign-in';

// Seeded events (upstream/src/db/seed/content-data.ts): a full upcoming one (every seat taken),
// a paid upcoming one, and free upcoming ones with plenty of seats left.
const FULL = 'konser-akustik-senja';
const PAID = 'workshop-fotografi-ponsel';
/** A free upcoming event with seats to spare, which no other spec registers for. */
const OPEN = 'bazar-buku-murah';

/** The sign-on host's form, reached from any 'Masuk / Daftar' action, back to the site. */
async function signOnAs(page: Page, siteOrigin: string, member: DemoMember) {
  await page.getByLabel('Email atau nomor HP').fill(member.email);
  await page.getByLabel('Kata sandi').fill(member.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
}

test.describe('event list', () => {
  test('tabs live in the URL, survive a reload, and more events load below', async ({ page }) => {
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
  test('the event page HTML holds the content, its head and JSON-LD, in one pass', async ({
    request,
    baseURL: siteOrigin,
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

    const structured = jsonLd(html);
    const event = structured.find((item) => item['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Workshop Fotografi Ponsel',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Ruang Kreatif Kota' },
      offers: { '@type': 'Offer', description: expect.stringContaining('2.500 poin') },
    });
    expect(Date.parse(String(event?.startDate))).toBeLessThan(Date.parse(String(event?.endDate)));
    const breadcrumbs = structured.find((item) => item['@type'] === 'BreadcrumbList');
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
  test('says Kuota penuh and offers no registration', async ({ page }) => {
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
  test('on the register page: signs in, comes back to the form, and is told what points are missing', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/event/${PAID}/register`);
    const notice = page.getByTestId('register-sign-in');
    await expect(notice.getByRole('heading', { name: 'Masuk untuk mendaftar' })).toBeVisible();
    await notice.getByRole('link', { name: 'Masuk / Daftar' }).click();
    await signOnAs(page, baseURL!, SITI);

    await expect(page).toHaveURL(`/event/${PAID}/register`);
    await expect(page.getByLabel('Email')).toHaveValue(SITI.email);
    await expect(page.getByLabel('Nama')).toHaveValue(/Siti/);
    // Siti has no points; the event costs 2.500 per attendee.
    await expect(
      page.getByText('Poin kamu kurang 2.500 poin untuk mendaftar event ini.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toBeDisabled();
  });

  test('Daftar on the event page goes to sign-in first, then to the form', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/event/${PAID}`);
    await page.getByRole('link', { name: 'Daftar', exact: true }).click();
    await expect(page.getByLabel('Email atau nomor HP')).toBeVisible();
    await signOnAs(page, baseURL!, SITI);
    await expect(page).toHaveURL(`/event/${PAID}/register`);
    await expect(page.getByRole('button', { name: 'Daftar Sekarang' })).toBeVisible();
  });
});

test.describe('registration of a member', () => {
  test('validates beside the field, registers with a ticket code, and refuses a second time', async ({
    page,
    context,
  }) => {
    // A member of its own: registering changes the member.
    const registerPath = `/event/${OPEN}/register`;
    const member = await registerMember(page, { from: registerPath });
    await expect(page.getByRole('form', { name: 'Formulir pendaftaran event' })).toBeVisible();

    // Server-rendered for the member too, in one pass (the member's flag included), prefilled
    // from the profile.
    const served = await page.request.get(registerPath);
    expect(served.headers()['x-render-passes']).toBe('1');
    expect(await served.text()).toContain(`value="${member.email}"`);
    expect((await page.request.get(`/event/${OPEN}`)).headers()['x-render-passes']).toBe('1');

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
    await expect(page.getByLabel('Email')).toHaveValue(member.email);

    await page.getByLabel('Nama').fill(`${member.firstName} ${member.lastName}`);
    await phone.fill('0812 3456 7890');
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil' })).toBeFocused();
    await expect(page.getByTestId('ticket-code')).toHaveText(/^EVT-[0-9A-F]+$/);

    // The answer updated the cached event: its page says so without asking again.
    await page.getByRole('link', { name: 'Kembali ke Event' }).click();
    await expect(page).toHaveURL(`/event/${OPEN}`);
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

test.describe('event page on a phone', { tag: AT_PHONE_SIZE_ONLY }, () => {
  test('keeps the Daftar action on the first screen', async ({ page }) => {
    await page.goto(`/event/${PAID}`);
    await expect(page.getByRole('link', { name: 'Daftar', exact: true })).toBeInViewport();
  });
});
