import { expect, type Page } from '@playwright/test';
import { siteOrigin } from './site';

export const BUDI = { email: 'budi@contoh.id', password: 'Rahasia123' } as const;
/** The second demo member: no vouchers, no bookmarks, few points (the empty states). */
export const SITI = { email: 'siti@contoh.id', password: 'Rahasia123' } as const;

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Registers a fresh member on the reference sign-on host ("Daftar") and comes back signed in.
 * Tests that change a member (name, e-mail, password, bookmarks…) use one of these, so the demo
 * members stay as seeded for every other test running in parallel.
 */
export async function registerMember(page: Page, options: { from?: string } = {}) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member: NewMember = {
    firstName: 'Uji',
    lastName: 'Coba',
    email: `uji-${unique}@contoh.id`,
    phone: `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Rahasia123',
  };
  await page.goto(options.from ?? '/');
  await openLogin(page);
  await page.getByRole('link', { name: 'Daftar', exact: true }).click();
  await page.getByLabel('Nama depan').fill(member.firstName);
  await page.getByLabel('Nama belakang').fill(member.lastName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Nomor HP').fill(member.phone);
  await page.getByLabel('Kata sandi').fill(member.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible({ timeout: 15_000 });
  return member;
}

/**
 * Signs in through the real flow: 'Masuk / Daftar' on the site, the reference sign-on host's
 * form, the gateway's /redirect, and back to where the member started (`from`, default /).
 */
export async function signIn(
  page: Page,
  options: { from?: string; email?: string; password?: string } = {},
) {
  const from = options.from ?? '/';
  await page.goto(from);
  await openLogin(page);
  await page.getByLabel('Email atau nomor HP').fill(options.email ?? BUDI.email);
  await page.getByLabel('Kata sandi').fill(options.password ?? BUDI.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.origin === siteOrigin && url.pathname !== '/redirect');
  // The header asks for the member (several upstream calls) after the return: allow for it.
  await expect(page.getByRole('button', { name: /^Menu akun / })).toBeVisible({ timeout: 15_000 });
}

/** Clicks 'Masuk / Daftar' (on a phone it sits in the header too). */
export async function openLogin(page: Page) {
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
