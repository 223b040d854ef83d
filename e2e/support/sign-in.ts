import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './site';

export interface DemoMember {
  email: string;
  password: string;
}

/** The seeded member with everything: points, tier, vouchers, bookmarks, badges, a referral. */
export const BUDI: DemoMember = { email: 'budi@contoh.id', password: 'Rahasia123' };
/** The second demo member: no vouchers, no bookmarks, few points (the empty states). */
export const SITI: DemoMember = { email: 'siti@contoh.id', password: 'Rahasia123' };

interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Registers a fresh member on the reference sign-on host ("Daftar", over HTTP as
 * `signInOverHttp` does) and opens `from` signed in. Tests that change a member (name, e-mail, password,
 * bookmarks…) use one of these, so the demo members stay as seeded for every other test.
 */
export async function registerMember(
  page: Page,
  options: { from?: string; javaScript?: boolean } = {},
) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member: NewMember = {
    firstName: 'Uji',
    lastName: 'Coba',
    email: `uji-${unique}@contoh.id`,
    phone: `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Rahasia123',
  };
  await signOnOverHttp(page.request, {
    action: 'register',
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    phone: member.phone,
    password: member.password,
  });
  await openSignedIn(page, options.from, options.javaScript ?? true);
  return member;
}

/**
 * A fresh member who has just claimed a free voucher (`registerMember`, then the promo's claim
 * and its confirmation): one notification on the bell, without changing a demo member's
 * (opening the panel marks what it shows read). Ends on the promo, hydrated.
 */
export async function registerMemberWithAClaim(page: Page) {
  const freePromo = '/promo/hemat-30-akhir-pekan-di-hotel-pelangi';
  const member = await registerMember(page, { from: freePromo });
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Klaim Voucher' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Klaim' }).click();
  await expect(page.getByText('Voucher berhasil diklaim').first()).toBeVisible();
  return member;
}

/**
 * Signs in through the real flow: 'Masuk / Daftar' on the site, the reference sign-on host's
 * form, the gateway's /redirect, and back to where the member started (`from`, default /).
 * For tests whose subject is signing in; others start signed in (`test.use({ signedInAs })`)
 * or use `signInOverHttp`.
 */
export async function signInThroughForm(
  page: Page,
  options: { from?: string; email?: string; password?: string } = {},
) {
  const from = options.from ?? '/';
  await page.goto(from);
  const siteOrigin = new URL(page.url()).origin;
  await openLogin(page);
  await page.getByLabel('Email atau nomor HP').fill(options.email ?? BUDI.email);
  await page.getByLabel('Kata sandi').fill(options.password ?? BUDI.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
  // The header asks for the member (several upstream calls) after the return: allow for it.
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible({ timeout: 15_000 });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The sign-on round trip over HTTP in `http`'s cookie jar (a page's `page.request`, or a
 * context of its own): the gateway's login redirect, the sign-on host's real form (its hidden
 * fields included) posted with `form`, and the code exchange at /redirect, which sets the
 * session cookies.
 */
export async function signOnOverHttp(http: APIRequestContext, form: Record<string, string>) {
  const login = await http.get('/webapi/auth/login', { maxRedirects: 0 });
  const authorizeUrl = login.headers()['location'];
  if (!authorizeUrl) throw new Error(`No sign-on redirect (${login.status()})`);
  const hidden: Record<string, string> = {};
  for (const [, name, value] of (await (await http.get(authorizeUrl)).text()).matchAll(
    /<input\s+type="hidden"\s+name="([^"]+)"\s+value="([^"]*)"/g,
  )) {
    hidden[name!] = decodeEntities(value!);
  }
  const submitted = await http.post(authorizeUrl, {
    form: { ...hidden, ...form },
    maxRedirects: 0,
  });
  const back = submitted.headers()['location'];
  if (!back || !new URL(back).searchParams.get('code')) {
    throw new Error(`Sign-on failed at the sign-on host (${submitted.status()})`);
  }
  const returned = await http.get(back, { maxRedirects: 0 });
  expect(returned.headers()['location'], 'the gateway accepted the code').toBe('/redirect');
}

/** Opens `from` signed in and waits for the page to take over, as after the form flow. */
async function openSignedIn(page: Page, from = '/', javaScript = true) {
  await page.goto(from);
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible({ timeout: 15_000 });
  // With JavaScript off (`test.use({ javaScriptEnabled: false })`) the page never hydrates.
  if (javaScript) await hydrated(page);
}

/**
 * Signs in as `signInThroughForm` does, over HTTP (a third of its time), then opens `from`: a
 * session of the test's own, for a test that logs out or signs in as a member it made. Other
 * tests start signed in as a demo member (`test.use({ signedInAs })`, one session per worker).
 */
export async function signInOverHttp(
  page: Page,
  options: { from?: string; email?: string; password?: string } = {},
) {
  await signOnOverHttp(page.request, {
    action: 'login',
    identifier: options.email ?? BUDI.email,
    password: options.password ?? BUDI.password,
  });
  await openSignedIn(page, options.from);
}

/**
 * Clicks 'Masuk / Daftar' (on a phone it sits in the header too) once the page has hydrated:
 * the link's click handler stores where to come back to (SPEC 4).
 */
export async function openLogin(page: Page) {
  await hydrated(page);
  await page.getByRole('link', { name: 'Masuk / Daftar' }).click();
  await expect(page.getByLabel('Email atau nomor HP')).toBeVisible();
}

/** Logs out through the member menu and its confirmation, as a member would. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Menu akun / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('alertdialog', { name: 'Keluar dari akun?' })
    .getByRole('button', { name: 'Ya, Keluar' })
    .click();
  await expect(page.getByRole('link', { name: 'Masuk / Daftar' }).first()).toBeVisible();
}
