import { randomInt } from 'node:crypto';
import type { DbSession } from '../../db/db.js';
import { hashPassword, verifyPassword } from '../crypto.js';

export interface UserRow {
  id: number;
  value_id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  password_hash: string | null;
  photo_path: string | null;
  profession_id: number | null;
  birth_date: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  zipcode: string | null;
  referral_code: string;
  name_updated_at: Date | null;
  created_at: Date;
}

const columns = `id, value_id, first_name, last_name, email, email_verified, phone, phone_verified,
  password_hash, photo_path, profession_id, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender,
  province_id, city_id, district_id, zipcode, referral_code, name_updated_at, created_at`;

/** Indonesian mobile numbers: `08…`, `628…` or `+628…`, 10–13 digits in the `08…` form. */
const PHONE = /^(?:\+62|62|0)(8[1-9][0-9]{7,10})$/;

/** `08…` form of an Indonesian mobile number, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  const match = PHONE.exec(input.replace(/[\s-]/g, ''));
  return match ? `0${match[1]}` : null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export async function findUserById(db: DbSession, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: DbSession, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0];
}

export async function findUserByPhone(db: DbSession, phone: string): Promise<UserRow | undefined> {
  const normalized = normalizePhone(phone);
  if (!normalized) return undefined;
  const rows = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE phone = $1`, [
    normalized,
  ]);
  return rows[0];
}

/** Sign-in identifier: an e-mail address (contains `@`) or a phone number. */
export function findUserByLogin(db: DbSession, identifier: string): Promise<UserRow | undefined> {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? findUserByEmail(db, trimmed) : findUserByPhone(db, trimmed);
}

/** What a sign-in with a wrong identifier or password answers, whichever it was. */
export const LOGIN_FAILED = 'Email/nomor HP atau kata sandi salah';

/**
 * The member an identifier and password sign in, if any. The password is checked even when
 * nobody has that identifier, so that an unknown account does not answer faster.
 */
export async function findUserByCredentials(
  db: DbSession,
  identifier: string | undefined,
  password: string | undefined,
): Promise<UserRow | undefined> {
  const user = identifier ? await findUserByLogin(db, identifier) : undefined;
  const valid = await verifyPassword(password ?? '', user?.password_hash ?? null);
  return valid ? user : undefined;
}

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  now: Date;
}

/** Creates a Silver member with no points; `email` and `phone` must already be normalised. */
export async function createMember(db: DbSession, member: NewMember): Promise<UserRow> {
  const [next] = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id`,
  );
  const id = next!.id;
  const valueId = `MV-${String(id).padStart(4, '0')}-${member.now.getUTCFullYear()}`;
  const stem =
    member.firstName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'MV';
  const referralCode = `${stem}${String(id).padStart(3, '0')}${randomInt(10, 100)}`;
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, value_id, first_name, last_name, email, phone, password_hash,
       referral_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${columns}`,
    [
      id,
      valueId,
      member.firstName,
      member.lastName,
      member.email,
      member.phone,
      await hashPassword(member.password),
      referralCode,
      member.now,
    ],
  );
  return rows[0]!;
}

/** Both password rules, or the Indonesian sentence saying what is wrong. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Kata sandi minimal 8 karakter';
  if (password.length > 128) return 'Kata sandi maksimal 128 karakter';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return 'Kata sandi harus berisi huruf dan angka';
  }
  return null;
}

/** Letters (including accented ones) and spaces; 2–50 characters. */
export function nameProblem(name: string, field: 'Nama depan' | 'Nama belakang'): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 50) return `${field} harus 2–50 karakter`;
  if (!/^[\p{L} ]+$/u.test(trimmed)) return `${field} hanya boleh berisi huruf dan spasi`;
  return null;
}
