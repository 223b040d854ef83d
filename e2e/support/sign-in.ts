import { expect, type Page } from '@playwright/test';
import { siteOrigin } from './site';

export const BUDI = { email: 'budi@contoh.id', password: 'Rahasia123' } as const;

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
