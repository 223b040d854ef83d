import type { ExpiredPointPayload } from '../../upstream/identity-types.js';
import type { TicketPayload, VoucherPayload } from '../../upstream/content-types.js';
import { jakartaDayNumber, pointExpirySchedule } from '../account/point-expiry.js';

type NoticeKind = 'POINTS_EXPIRING' | 'VOUCHER_ENDING' | 'EVENT_TOMORROW' | 'CLAIM_MADE';

/** One thing that needs the member's attention (schema/notification.graphql `Notification`). */
export interface Notice {
  id: string;
  kind: NoticeKind;
  withinDays: number | null;
  point: number | null;
  title: string | null;
  date: string;
  link: string;
}

/** What a notice needs of a wallet ticket (the reminder job keeps only this: push/). */
export type NoticeTicket = Pick<
  TicketPayload,
  'type' | 'code' | 'title' | 'slug' | 'validFrom' | 'validTo' | 'used' | 'isExpired'
>;

/** What the notices are made of: the upstream answers the resolver fetched. */
export interface NoticeSources {
  expiredPoint: ExpiredPointPayload;
  /** Usable vouchers and coming event registrations, ending soonest first. */
  tickets: NoticeTicket[];
  /** Active vouchers, last claimed first. */
  claimed: VoucherPayload[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a claim stays in the panel. */
const CLAIM_DAYS = 7;

/**
 * The mark an expiry has reached, counted in Jakarta calendar days as the pages' "dalam N hari":
 * 1 for today and tomorrow, then 7, then 30 (points only); null when further off. Each mark is
 * its own notification, so an expiry counts again on the bell as it comes closer.
 */
function markOf(expiry: string, now: Date, marks: readonly number[]): number | null {
  const daysLeft = jakartaDayNumber(Date.parse(expiry)) - jakartaDayNumber(now.getTime());
  if (daysLeft < 0) return null;
  return marks.find((mark) => daysLeft <= mark) ?? null;
}

const POINT_MARKS = [1, 7, 30] as const;
const VOUCHER_MARKS = [1, 7] as const;

const byDate = (a: Notice, b: Notice) => Date.parse(a.date) - Date.parse(b.date);

/**
 * The notification centre's list (issue 32), from what the upstreams already say: the point
 * batches of `/point/expired`, the wallet's tickets and the latest claims. Nothing is stored but
 * which ids the member has seen (read-store.ts): a notice exists while its condition holds.
 */
export function noticesOf(sources: NoticeSources, now: Date = new Date()): Notice[] {
  const expiring: Notice[] = [];
  for (const batch of pointExpirySchedule(sources.expiredPoint, now).batches) {
    const mark = markOf(batch.expiredDate, now, POINT_MARKS);
    if (mark === null) continue;
    expiring.push({
      id: `poin:${mark}:${batch.expiredDate}`,
      kind: 'POINTS_EXPIRING',
      withinDays: mark,
      point: batch.point,
      title: null,
      date: batch.expiredDate,
      link: '/account/poin',
    });
  }
  const events: Notice[] = [];
  const tomorrow = jakartaDayNumber(now.getTime()) + 1;
  for (const ticket of sources.tickets) {
    if (ticket.used || ticket.isExpired) continue;
    if (ticket.type === 'voucher' && ticket.validTo) {
      const mark = markOf(ticket.validTo, now, VOUCHER_MARKS);
      if (mark === null) continue;
      expiring.push({
        id: `voucher:${mark}:${ticket.code}`,
        kind: 'VOUCHER_ENDING',
        withinDays: mark,
        point: null,
        title: ticket.title,
        date: ticket.validTo,
        link: voucherLink(ticket.code),
      });
    } else if (
      ticket.type === 'event' &&
      ticket.validFrom &&
      jakartaDayNumber(Date.parse(ticket.validFrom)) === tomorrow
    ) {
      events.push({
        id: `event:${ticket.code}`,
        kind: 'EVENT_TOMORROW',
        withinDays: null,
        point: null,
        title: ticket.title,
        date: ticket.validFrom,
        link: `/event/${encodeURIComponent(ticket.slug)}`,
      });
    }
  }
  const since = now.getTime() - CLAIM_DAYS * DAY_MS;
  const claims: Notice[] = sources.claimed
    .filter((voucher) => Date.parse(voucher.purchasedDate) >= since && !voucher.used)
    .map((voucher) => ({
      id: `klaim:${voucher.code}`,
      kind: 'CLAIM_MADE',
      withinDays: null,
      point: null,
      title: voucher.promo.title,
      date: voucher.purchasedDate,
      link: voucherLink(voucher.code),
    }));
  return [...expiring.sort(byDate), ...events.sort(byDate), ...claims.sort(byDate).reverse()];
}

/** The wallet with the voucher's code and QR open (`?kode=`). */
function voucherLink(code: string) {
  return `/account/voucher?kode=${encodeURIComponent(code)}`;
}
