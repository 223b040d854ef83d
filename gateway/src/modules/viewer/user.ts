import type { IntrospectionPayload, UserPayload } from '../../upstream/identity-types.js';

/** Shown when a member has no photo. Served by the site itself. */
export const NO_AVATAR_PATH = '/no-avatar.png';

/** The member as the site sees it: the profile with the introspection merged in (SPEC 4). */
export interface UserModel {
  valueId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  photo: string | null;
}

export function mergeUser(
  profile: UserPayload,
  introspection: IntrospectionPayload | null,
): UserModel {
  const extra: Partial<IntrospectionPayload> = introspection?.active ? introspection : {};
  const pick = <T>(value: T | undefined, fallback: T): T =>
    value === undefined ? fallback : value;
  return {
    valueId: pick(extra.valueID, profile.valueID ?? profile.kgValueID ?? ''),
    firstName: pick(extra.firstName, profile.firstName),
    lastName: pick(extra.lastName, profile.lastName),
    email: pick(extra.email, profile.email),
    phone: pick(extra.phone, profile.phone),
    emailVerified: pick(extra.emailVerified, profile.emailVerified),
    phoneVerified: pick(extra.phoneVerified, profile.phoneVerified),
    photo: pick(extra.photo, profile.photo),
  };
}

/** SPEC 3: first plus last name, each word capitalised. */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(
      (word) =>
        word.charAt(0).toLocaleUpperCase('id-ID') + word.slice(1).toLocaleLowerCase('id-ID'),
    )
    .join(' ');
}

/** SPEC 3: an absolute URL as it is, a path prefixed with the storage base, else the default. */
export function photoUrl(photo: string | null, storageUrl: string): string {
  const value = photo?.trim();
  if (!value) return NO_AVATAR_PATH;
  if (/^https?:\/\//i.test(value)) return value;
  return `${storageUrl}/${value.replace(/^\/+/, '')}`;
}
