import { formatDate, formatDateTime, formatPoints, formatTime } from '../../lib/format';

/** What an event costs per attendee, as its card and its page say it: '2.500 poin' or 'Gratis'. */
export function eventCostLabel(pointCost: number): string {
  return pointCost > 0 ? formatPoints(pointCost) : 'Gratis';
}

/**
 * When an event runs, in Jakarta time: '23 Nov 2026, 19.00 – 23.00 WIB' on one day, the two
 * full date-times ('23 Nov 2026, 19.00 WIB – 24 Nov 2026, 02.00 WIB') when it spans days.
 */
export function formatEventSchedule(startAt: string, endAt: string): string {
  const start = new Date(startAt);
  const end = new Date(endAt);
  if (Number.isNaN(start.getTime())) return '';
  if (Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) {
    return formatDateTime(start);
  }
  if (formatDate(start) === formatDate(end)) {
    return `${formatDate(start)}, ${formatTime(start)} – ${formatTime(end)} WIB`;
  }
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

export interface VenueLike {
  name: string;
  address: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Where an event takes place, in one line: 'Taman Budaya, Bandung', or 'Online'. */
export function eventPlaceLabel(venue: Pick<VenueLike, 'name' | 'city'> | null): string {
  if (!venue) return 'Online';
  return [venue.name, venue.city].filter(Boolean).join(', ');
}
