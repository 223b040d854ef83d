const pointFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** SPEC 9: points are whole numbers in Indonesian formatting (125000 → '125.000'). */
export function formatPoint(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0';
  return pointFormat.format(Math.trunc(value));
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
