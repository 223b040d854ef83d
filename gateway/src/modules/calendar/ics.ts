import ical from 'ical-generator';
import { jakartaDayNumber } from '../account/point-expiry.js';
import type { CalendarSnapshot } from './snapshot.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const pointFormat = new Intl.NumberFormat('id-ID');

/** The Jakarta calendar day of an instant as YYYY-MM-DD: an all-day event's date. */
const jakartaDate = (iso: string) =>
  new Date(jakartaDayNumber(Date.parse(iso)) * DAY_MS).toISOString().slice(0, 10);

/**
 * The `.ics` of a member's snapshot: one all-day event per point batch and per voucher ending,
 * from today (Jakarta) on, each with a link to the page where to act. Dates are Jakarta days, so
 * a calendar in any zone shows the day the site shows.
 */
export function calendarIcs(
  snapshot: CalendarSnapshot,
  origin: string,
  brandName: string,
  now: Date = new Date(),
): string {
  const today = jakartaDayNumber(now.getTime());
  const upcoming = (iso: string) => jakartaDayNumber(Date.parse(iso)) >= today;
  const host = new URL(origin).host;
  const calendar = ical({
    name: `Kedaluwarsa ${brandName}`,
    description: `Poin dan voucher ${brandName} milikmu yang akan hangus atau berakhir.`,
    prodId: { company: brandName, product: 'kalender-kedaluwarsa', language: 'ID' },
    // Calendar apps that poll ask again within a few hours.
    ttl: 6 * 60 * 60,
    x: [['X-WR-TIMEZONE', 'Asia/Jakarta']],
  });
  for (const batch of snapshot.batches.filter((item) => upcoming(item.expiredDate))) {
    const date = jakartaDate(batch.expiredDate);
    const url = `${origin}/account/poin`;
    calendar.createEvent({
      id: `poin-${date}@${host}`,
      start: date,
      allDay: true,
      summary: `${pointFormat.format(batch.point)} poin ${brandName} hangus`,
      description: `${pointFormat.format(batch.point)} poin akan kedaluwarsa hari ini. Tukarkan sebelum hangus: ${url}`,
      url,
    });
  }
  for (const voucher of snapshot.vouchers.filter((item) => upcoming(item.validTo))) {
    // The wallet, not the voucher's `?kode=`: the feed never carries a code (snapshot.ts).
    const url = `${origin}/account/voucher`;
    calendar.createEvent({
      id: `voucher-${voucher.id}@${host}`,
      start: jakartaDate(voucher.validTo),
      allDay: true,
      summary: `Voucher ${voucher.title} berakhir`,
      description: `Voucher ${voucher.title} berakhir hari ini. Gunakan sebelum berakhir: ${url}`,
      url,
    });
  }
  return calendar.toString();
}
