import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** Points the referrer gets for each member who joins with their code. */
export const REFERRAL_REWARD_POINT = 10_000;

/** Largest id a path may carry (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

export const IdParams = z.object({ id: z.int().min(1).max(MAX_ID) });
export type IdParams = z.output<typeof IdParams>;

/** `{slug}` that may also be a numeric id: all digits means id (SPEC section 5). */
export const SlugParams = z.object({ slug: z.string().min(1).max(200) });
export type SlugParams = z.output<typeof SlugParams>;

export function asId(slugOrId: string): number | undefined {
  if (!/^[0-9]{1,10}$/.test(slugOrId)) return undefined;
  const id = Number(slugOrId);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Free-text filter: `%text%` for ILIKE with `\` as the escape character. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Collects `$n` parameters while a query is assembled. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** The route's OpenAPI security requirement for bearer-protected routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

const QR_KEY = 'myvalue-upstream-qr-v1';

/**
 * What the QR of a voucher or ticket encodes: `MVQR1.{code}.{signature}`, the signature being the
 * first 16 base64url characters of HMAC-SHA256(code) under the upstream's fixed demo key. A
 * scanner at the merchant can check it without a network call.
 */
export function qrPayload(code: string): string {
  const signature = createHmac('sha256', QR_KEY).update(code).digest('base64url').slice(0, 16);
  return `MVQR1.${code}.${signature}`;
}

/** Fields and phrasing shared by several resources. */
export const CategoryRef = z.object({ id: z.int(), slug: z.string(), title: z.string() });
export const Banner = z.object({
  desktop: z.string().describe('Absolute URL, 1440×400'),
  mobile: z.string().describe('Absolute URL, 750×420'),
});
