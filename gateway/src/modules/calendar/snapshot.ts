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
  /** Usable vouchers that have an end, soonest first. */
  vouchers: { code: string; title: string; validTo: string }[];
}

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
      .flatMap(({ code, title, validTo }) => (validTo ? [{ code, title, validTo }] : []))
      .sort((a, b) => Date.parse(a.validTo) - Date.parse(b.validTo)),
  };
}
