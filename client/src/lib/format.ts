/** The members' language and clock. */
export const LOCALE = 'id-ID';
export const TIME_ZONE = 'Asia/Jakarta';

// Numbers and dates are written here rather than with Intl: a page's first Intl formatter loads
// the locale's data (20–40 ms on a desktop, four times that on a phone) in the task that runs
// the modules. The formats are few and fixed; format.test.ts holds them to Intl's output.

/** Jakarta time (WIB) is UTC+7 all year: Indonesia has had no daylight saving since 1964. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** SPEC 9: points are whole numbers in Indonesian formatting (125000 → '125.000'). */
export function formatPoint(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0';
  const whole = Math.trunc(value);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Points with their unit: '1.000 poin'. */
export function formatPoints(value: number | null | undefined): string {
  return `${formatPoint(value)} poin`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (part: number) => String(part).padStart(2, '0');

/** The same instant on a UTC clock set to Jakarta's wall time: read it with getUTC*. */
function inJakarta(date: Date): Date {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS);
}

/** A date as members read it, in Jakarta time: '23 Nov 2026'; '' when unknown. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const wall = inJakarta(date);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** A time of day in Jakarta time, as Indonesians write it: '19.00'; '' when unknown. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const wall = inJakarta(date);
  return `${twoDigits(wall.getUTCHours())}.${twoDigits(wall.getUTCMinutes())}`;
}

/** A date and time in Jakarta time: '23 Nov 2026, 19.00 WIB'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(date)}, ${formatTime(date)} WIB` : '';
}

/** '1 Nov 2026 – 30 Nov 2026', or one date when both are the same day. */
export function formatDateRange(
  from: string | Date | null | undefined,
  to: string | Date | null | undefined,
): string {
  const start = formatDate(from);
  const end = formatDate(to);
  if (!start) return end;
  if (!end || start === end) return start;
  return `${start} – ${end}`;
}

/** SPEC 9: the e-mail is cut at about 21 characters in the user menu, with an ellipsis. */
export function truncateEmail(email: string | null | undefined, max = 21): string {
  if (!email) return '';
  const chars = Array.from(email);
  return chars.length <= max ? email : `${chars.slice(0, max).join('')}…`;
}

/** SPEC 3: first plus last name, each word capitalised. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .flatMap((part) => (part ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map(
      (word) => word.charAt(0).toLocaleUpperCase(LOCALE) + word.slice(1).toLocaleLowerCase(LOCALE),
    )
    .join(' ');
}

/** The image shown when a member has no photo. */
export const NO_AVATAR = '/no-avatar.png';

/** SPEC 3: a photo is an absolute URL or a path under the object storage base. */
export function photoUrl(photo: string | null | undefined, storageUrl: string): string {
  const value = photo?.trim();
  if (!value) return NO_AVATAR;
  if (/^https?:\/\//i.test(value)) return value;
  return `${storageUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

export type SlugOrId = { id: number } | { slug: string };

/** SPEC 5: a slug made entirely of digits names a numeric id; anything else is a slug. */
export function parseSlugOrId(value: string): SlugOrId {
  return /^\d+$/.test(value) ? { id: Number(value) } : { slug: value };
}

/** What a promo costs, as its card and its page say it: '1.500 poin' or 'Gratis'. */
export function promoCostLabel(price: number): string {
  return price > 0 ? formatPoints(price) : 'Gratis';
}
