import { createHash } from 'node:crypto';
import type { NoticeSources } from '../notification/notices.js';
import { pointExpirySchedule } from '../account/point-expiry.js';

/**
 * What a member's calendar feed shows, kept in the gateway's store: calendar apps fetch the feed
 * without the member's session, so it cannot ask the upstreams (docs/decisions.md, "Calendar
 * feed").
 */
export interface CalendarSnapshot {
  /** Point batches of the next 12 months, soonest first. */
  batches: { point: number; expiredDate: string }[];
  /**
   * Usable vouchers that have an end, soonest first. By a hash of the code, never the code: a
   * code is redeemable at a merchant, and a calendar is synced and shared more than a wallet.
   */
  vouchers: { id: string; title: string; validTo: string }[];
}

/** A voucher's stable id in the feed (its event's UID) that does not give its code away. */
const voucherId = (code: string) =>
  createHash('sha256').update(`voucher:${code}`).digest('hex').slice(0, 24);

/** The snapshot of what the upstreams said: the same reads as the bell's (notification/sources). */
export function calendarSnapshot(
  { expiredPoint, tickets }: Pick<NoticeSources, 'expiredPoint' | 'tickets'>,
  now: Date = new Date(),
): CalendarSnapshot {
  return {
    batches: pointExpirySchedule(expiredPoint, now).batches.map(({ point, expiredDate }) => ({
      point,
      expiredDate,
    })),
    vouchers: tickets
      .filter((ticket) => ticket.type === 'voucher' && !ticket.used && !ticket.isExpired)
      .flatMap(({ code, title, validTo }) =>
        validTo ? [{ id: voucherId(code), title, validTo }] : [],
      )
      .sort((a, b) => Date.parse(a.validTo) - Date.parse(b.validTo)),
  };
}
