import { z } from '@myvalue/validation/zod-mini';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indonesian mobile number: 08…, 628… or +628…, as the content API accepts it. */
const INDONESIAN_MOBILE = /^(?:\+62|62|0)8[1-9][0-9]{7,10}$/;

/** Spaces and dashes members type to group the digits ('0812-3456 7890'). */
function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isIndonesianMobile(value: string): boolean {
  return INDONESIAN_MOBILE.test(normalisePhone(value));
}

/**
 * One attendee of an event registration, with the messages shown beside each field. The
 * first failing check of a field is the one shown. zod/mini: the same checks as zod at a
 * fraction of the bytes on a phone.
 */
export const attendeeSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Nama wajib diisi'),
      z.minLength(2, 'Nama minimal 2 huruf'),
      z.maxLength(100, 'Nama maksimal 100 karakter'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email wajib diisi'),
      z.maxLength(254, 'Format email tidak valid'),
      z.regex(EMAIL, 'Format email tidak valid'),
    ),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Nomor HP wajib diisi'),
      z.refine(isIndonesianMobile, 'Nomor HP tidak valid'),
    ),
});

export type AttendeeValues = z.input<typeof attendeeSchema>;
export type Attendee = z.output<typeof attendeeSchema>;
