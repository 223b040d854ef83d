import { INDONESIAN_PHONE } from '../events/routes.js';

/** A "Jadi Partner" inquiry as stored, after trimming. */
export interface PartnerInquiry {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  message: string;
}

export type PartnerInquiryField = keyof PartnerInquiry;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks every field and names what is wrong with each, in Indonesian; `inquiry` is set only
 * when nothing is. A missing or non-text value counts as empty.
 */
export function checkPartnerInquiry(body: unknown): {
  inquiry: PartnerInquiry | null;
  fields: Partial<Record<PartnerInquiryField, string>>;
} {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const inquiry: PartnerInquiry = {
    companyName: text(raw.companyName),
    contactName: text(raw.contactName),
    email: text(raw.email).toLowerCase(),
    // Spaces and dashes are how people write numbers; they are not part of it.
    phone: text(raw.phone).replace(/[\s-]/g, ''),
    message: text(raw.message),
  };
  const fields: Partial<Record<PartnerInquiryField, string>> = {};

  if (!inquiry.companyName) fields.companyName = 'Nama perusahaan wajib diisi';
  else if (inquiry.companyName.length > 120) {
    fields.companyName = 'Nama perusahaan maksimal 120 karakter';
  }
  if (!inquiry.contactName) fields.contactName = 'Nama kontak wajib diisi';
  else if (inquiry.contactName.length > 100) {
    fields.contactName = 'Nama kontak maksimal 100 karakter';
  }
  if (!inquiry.email) fields.email = 'Email wajib diisi';
  else if (inquiry.email.length > 254 || !EMAIL.test(inquiry.email)) {
    fields.email = 'Format email tidak valid';
  }
  if (!inquiry.phone) fields.phone = 'Nomor HP wajib diisi';
  else if (!INDONESIAN_PHONE.test(inquiry.phone)) fields.phone = 'Nomor HP tidak valid';
  if (!inquiry.message) fields.message = 'Pesan wajib diisi';
  else if (inquiry.message.length < MESSAGE_MIN) {
    fields.message = `Pesan minimal ${MESSAGE_MIN} karakter`;
  } else if (inquiry.message.length > MESSAGE_MAX) {
    fields.message = `Pesan maksimal ${MESSAGE_MAX} karakter`;
  }

  return { inquiry: Object.keys(fields).length === 0 ? inquiry : null, fields };
}
