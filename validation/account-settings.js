// The account settings forms (/account/setting): the client checks them as the member types
// (react-hook-form + zodResolver) and the gateway checks the same rules before it calls the
// identity API, so a bad value never leaves the site and both say the same Indonesian thing.
// The rules mirror the identity API's own (nameProblem, passwordProblem, normalizeEmail,
// normalizePhone, the photo route). Types: account-settings.d.ts.
import { z } from './zod.js';
import { isIndonesianMobile } from './partner-inquiry.js';

/** The identity API's photo limit; the gateway's multipart limit is this same number. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** What the identity API accepts (it checks the magic bytes too). */
export const PHOTO_TYPES = Object.freeze(['image/jpeg', 'image/png', 'image/webp']);

export const NAME_LIMITS = Object.freeze({ min: 2, max: 50 });
export const PASSWORD_LIMITS = Object.freeze({ min: 8, max: 128 });
export const OTP_LENGTH = 6;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A text field: a missing or non-text value reads as "required", not as a type error. */
const text = (required) => z.string({ error: required }).trim().min(1, required);

const personName = (label) =>
  text(`${label} wajib diisi`)
    .min(NAME_LIMITS.min, `${label} minimal ${NAME_LIMITS.min} karakter`)
    .max(NAME_LIMITS.max, `${label} maksimal ${NAME_LIMITS.max} karakter`)
    .regex(LETTERS_AND_SPACES, `${label} hanya boleh berisi huruf dan spasi`)
    // The identity API stores names with single spaces.
    .transform((value) => value.replace(/\s+/g, ' '));

export const nameSchema = z.object({
  firstName: personName('Nama depan'),
  lastName: personName('Nama belakang'),
});

export const emailSchema = z.object({
  email: text('Email wajib diisi')
    .max(254, 'Format email tidak valid')
    .regex(EMAIL, 'Format email tidak valid')
    .transform((value) => value.toLowerCase()),
});

export const phoneSchema = z.object({
  phone: text('Nomor HP wajib diisi').refine(isIndonesianMobile, 'Nomor HP tidak valid'),
});

const otp = text('Kode OTP wajib diisi').regex(/^\d{6}$/, `Kode OTP harus ${OTP_LENGTH} angka`);

/** The code step of an e-mail or phone change, on its own. */
export const otpSchema = z.object({ otp });
export const emailChangeSchema = emailSchema.extend({ otp });
export const phoneChangeSchema = phoneSchema.extend({ otp });

/**
 * The identity API's password rules, in the order the form shows them as a checklist. `test`
 * ticks a rule as the member types.
 */
export const PASSWORD_RULES = Object.freeze([
  Object.freeze({
    id: 'length',
    label: `Minimal ${PASSWORD_LIMITS.min} karakter`,
    message: `Kata sandi minimal ${PASSWORD_LIMITS.min} karakter`,
    test: (value) => value.length >= PASSWORD_LIMITS.min,
  }),
  Object.freeze({
    id: 'letter',
    label: 'Mengandung huruf',
    message: 'Kata sandi harus berisi huruf',
    test: (value) => /[A-Za-z]/.test(value),
  }),
  Object.freeze({
    id: 'digit',
    label: 'Mengandung angka',
    message: 'Kata sandi harus berisi angka',
    test: (value) => /[0-9]/.test(value),
  }),
]);

/** The first password rule `value` breaks, as an Indonesian sentence, or null. */
export function passwordProblem(value) {
  if (value.length > PASSWORD_LIMITS.max) {
    return `Kata sandi maksimal ${PASSWORD_LIMITS.max} karakter`;
  }
  return PASSWORD_RULES.find((rule) => !rule.test(value))?.message ?? null;
}

// Passwords are never trimmed: a space is a character like any other.
const newPassword = z
  .string({ error: 'Kata sandi baru wajib diisi' })
  .min(1, 'Kata sandi baru wajib diisi')
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const oldPassword = z
  .string({ error: 'Kata sandi saat ini wajib diisi' })
  .min(1, 'Kata sandi saat ini wajib diisi');

/** What the gateway's `changePassword` receives. */
export const passwordChangeSchema = z.object({ oldPassword, newPassword });

/** The form adds the confirmation, which never leaves the browser. */
export const passwordFormSchema = z
  .object({
    oldPassword,
    newPassword,
    confirmPassword: z
      .string({ error: 'Konfirmasi kata sandi wajib diisi' })
      .min(1, 'Konfirmasi kata sandi wajib diisi'),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'Konfirmasi kata sandi tidak sama',
  });

/** A day the member may have been born on: a real YYYY-MM-DD from 1900 up to today. */
export function isBirthDate(value, today = new Date()) {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() <= today.getTime()
  );
}

/** Profession, birth date and gender; an empty choice leaves the value as it is. */
export const profileSchema = z.object({
  professionId: z.string().trim(),
  birthDate: z
    .string()
    .trim()
    .refine((value) => value === '' || isBirthDate(value), 'Tanggal lahir tidak valid'),
  gender: z.enum(['', 'MALE', 'FEMALE'], { error: 'Pilih jenis kelamin' }),
});

const choice = (required) => z.string({ error: required }).trim().min(1, required);

export const addressSchema = z.object({
  provinceId: choice('Pilih provinsi'),
  cityId: choice('Pilih kota atau kabupaten'),
  districtId: choice('Pilih kecamatan'),
  zipcode: choice('Pilih kode pos').regex(/^\d{5}$/, 'Kode pos tidak valid'),
});

/** The first problem of a photo the member picked, or null when it may be sent. */
export function photoProblem(file) {
  if (!PHOTO_TYPES.includes(file.type)) return 'Foto harus JPG, PNG atau WebP';
  if (file.size > MAX_PHOTO_BYTES) return 'Ukuran foto maksimal 2 MB';
  return null;
}

/**
 * Checks `input` against `schema`: `{ success: true, data }`, or `{ success: false,
 * fieldErrors }` with the first problem of each field, in `fields` order.
 */
export function checkFields(schema, fields, input) {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors = [];
  for (const field of fields) {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) fieldErrors.push({ field, message: issue.message });
  }
  return { success: false, fieldErrors };
}
