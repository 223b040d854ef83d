// The "Jadi Partner" form (/business): the client checks it as the visitor types
// (react-hook-form + zodResolver) and the gateway checks it again before it calls the content
// API, with the same rules and the same Indonesian messages. Types: partner-inquiry.d.ts.
import { z } from './zod.js';

export const PARTNER_INQUIRY_LIMITS = Object.freeze({
  companyName: 120,
  contactName: 100,
  email: 254,
  phone: 20,
  messageMin: 10,
  messageMax: 2000,
});

/** Indonesian mobile numbers: 08…, 628… or +628…, as the content API accepts them. */
const INDONESIAN_PHONE = /^(?:\+62|62|0)8[1-9][0-9]{7,10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spaces and dashes are how people write a number; they are not part of it. */
export function normalisePhone(phone) {
  return phone.replace(/[\s-]/g, '');
}

/** An Indonesian mobile number, however the member spaced it. */
export function isIndonesianMobile(phone) {
  return INDONESIAN_PHONE.test(normalisePhone(phone));
}

/** A text field: a missing or non-text value reads as "required", not as a type error. */
const text = (required) => z.string({ error: required }).trim().min(1, required);

export const partnerInquirySchema = z.object({
  companyName: text('Nama perusahaan wajib diisi').max(
    PARTNER_INQUIRY_LIMITS.companyName,
    `Nama perusahaan maksimal ${PARTNER_INQUIRY_LIMITS.companyName} karakter`,
  ),
  contactName: text('Nama kontak wajib diisi').max(
    PARTNER_INQUIRY_LIMITS.contactName,
    `Nama kontak maksimal ${PARTNER_INQUIRY_LIMITS.contactName} karakter`,
  ),
  email: text('Email wajib diisi')
    .max(PARTNER_INQUIRY_LIMITS.email, 'Format email tidak valid')
    .regex(EMAIL, 'Format email tidak valid'),
  phone: text('Nomor HP wajib diisi')
    .max(PARTNER_INQUIRY_LIMITS.phone, 'Nomor HP tidak valid')
    .refine(isIndonesianMobile, 'Nomor HP tidak valid'),
  message: text('Pesan wajib diisi')
    .min(
      PARTNER_INQUIRY_LIMITS.messageMin,
      `Pesan minimal ${PARTNER_INQUIRY_LIMITS.messageMin} karakter`,
    )
    .max(
      PARTNER_INQUIRY_LIMITS.messageMax,
      `Pesan maksimal ${PARTNER_INQUIRY_LIMITS.messageMax} karakter`,
    ),
});

/** The field names, in the form's order. */
export const PARTNER_INQUIRY_FIELDS = Object.freeze([
  'companyName',
  'contactName',
  'email',
  'phone',
  'message',
]);

/**
 * Checks an inquiry: `{ success: true, data }` (trimmed), or `{ success: false, fieldErrors }`
 * with the first problem of each field that has one, in the form's order.
 */
export function checkPartnerInquiry(input) {
  const result = partnerInquirySchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors = [];
  for (const field of PARTNER_INQUIRY_FIELDS) {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) fieldErrors.push({ field, message: issue.message });
  }
  return { success: false, fieldErrors };
}
