// Types of partner-inquiry.js, written by hand (the package has no build step). The gateway's
// tests check that the field list here and the schema's shape stay the same.
import type { z } from 'zod';

export declare const PARTNER_INQUIRY_LIMITS: Readonly<{
  companyName: 120;
  contactName: 100;
  email: 254;
  phone: 20;
  messageMin: 10;
  messageMax: 2000;
}>;

export declare function normalisePhone(phone: string): string;
export declare function isIndonesianMobile(phone: string): boolean;

export declare const partnerInquirySchema: z.ZodObject<{
  companyName: z.ZodString;
  contactName: z.ZodString;
  email: z.ZodString;
  phone: z.ZodString;
  message: z.ZodString;
}>;

/** What the form holds (and the GraphQL `PartnerInquiryInput`). */
export type PartnerInquiryInput = z.input<typeof partnerInquirySchema>;
/** What passed the check: every field trimmed. */
export type PartnerInquiry = z.output<typeof partnerInquirySchema>;
export type PartnerInquiryField = keyof PartnerInquiryInput;

export declare const PARTNER_INQUIRY_FIELDS: readonly PartnerInquiryField[];

export interface PartnerInquiryFieldError {
  field: PartnerInquiryField;
  message: string;
}

export declare function checkPartnerInquiry(
  input: unknown,
):
  | { success: true; data: PartnerInquiry }
  | { success: false; fieldErrors: PartnerInquiryFieldError[] };
