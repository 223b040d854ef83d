const pointFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** SPEC 9: points are whole numbers in Indonesian formatting (125000 → '125.000'). */
export function formatPoint(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0';
  return pointFormat.format(Math.trunc(value));
}

/** Points with their unit: '1.000 poin'. */
export function formatPoints(value: number | null | undefined): string {
  return `${formatPoint(value)} poin`;
}

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Prices never carry decimals: 'Rp 10.000'. */
export function formatRupiah(value: number): string {
  return rupiahFormat.format(Math.round(value));
}

const TIME_ZONE = 'Asia/Jakarta';
const dateFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as members read it, in Jakarta time: '23 Nov 2026'; '' when unknown. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** A date and time in Jakarta time: '23 Nov 2026, 19.00 WIB'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${dateFormat.format(date)}, ${timeFormat.format(date)} WIB` : '';
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
      (word) =>
        word.charAt(0).toLocaleUpperCase('id-ID') + word.slice(1).toLocaleLowerCase('id-ID'),
    )
    .join(' ');
}

/** The image shown when a member has no photo. */
export const NO_AVATAR = '/no-avatar.svg';

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
