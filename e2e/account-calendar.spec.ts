import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { registerMember } from './support/sign-in';

// Issue 32, "Tambahkan ke kalender": a fresh member makes their private calendar link on
// /account/poin, sees it to subscribe, download and copy, and replaces it; the old address is
// 404 at once. The same with JavaScript (mutations in place) and without (the forms post).

const part = (page: Page) => page.getByTestId('calendar-link');
const shownUrl = (page: Page) =>
  part(page).getByRole('textbox', { name: 'Tautan kalender pribadi' });

async function expectWorkingLink(page: Page) {
  const url = await shownUrl(page).inputValue();
  expect(url).toMatch(/\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(
    part(page).getByRole('link', { name: 'Langganan di aplikasi kalender' }),
  ).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  await expect(part(page).getByRole('link', { name: 'Unduh file .ics' })).toHaveAttribute(
    'href',
    url,
  );
  // A calendar app fetches it without the member's cookies.
  const feed = await page.request.fetch(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  return url;
}

async function makeAndRotate(page: Page, javaScript: boolean) {
  await expect(part(page).getByRole('heading', { name: 'Tambahkan ke kalender' })).toBeVisible();
  await expect(shownUrl(page)).toHaveCount(0);
  await part(page).getByRole('button', { name: 'Tambahkan ke kalender' }).click();
  await expect(shownUrl(page)).toBeVisible();
  // Made in place, the pressed button is gone: focus is on the new address.
  if (javaScript) await expect(shownUrl(page)).toBeFocused();
  const first = await expectWorkingLink(page);

  await part(page).getByRole('button', { name: 'Buat tautan baru' }).click();
  await expect(shownUrl(page)).not.toHaveValue(first);
  const second = await expectWorkingLink(page);
  expect((await page.request.fetch(first, { headers: { cookie: '' } })).status()).toBe(404);
  return second;
}

test.describe('Calendar link with JavaScript', () => {
  test('is made, shown and replaced in place; axe finds nothing serious', async ({ page }) => {
    await registerMember(page, { from: '/account/poin' });
    await makeAndRotate(page, true);
    await expect(page).toHaveURL('/account/poin');
    await expect(
      page.getByText('Tautan baru dibuat. Tautan lama sudah tidak berlaku.'),
    ).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="calendar-link"]')).toEqual([]);
  });
});

test.describe('Calendar link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms post and the page comes back with the link', async ({ page }) => {
    await registerMember(page, { from: '/account/poin', javaScript: false });
    await makeAndRotate(page, false);
    await expect(page).toHaveURL('/account/poin#kalender');
  });
});
