// The "cek kode teman" form of /account/referral: the client checks the code as the member
// types (react-hook-form + zodResolver) and the gateway checks it again before it asks the
// content API, with the same rule and messages. Types: referral-code.d.ts.
import { z } from './zod.js';

/** 4–20 letters or digits, compared upper-case (as the content API does). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

export const REFERRAL_CODE_REQUIRED = 'Kode referral wajib diisi';
export const REFERRAL_CODE_INVALID = 'Kode referral terdiri dari 4–20 huruf atau angka';

export const referralCodeSchema = z.object({
  code: z
    .string({ error: REFERRAL_CODE_REQUIRED })
    .trim()
    .min(1, REFERRAL_CODE_REQUIRED)
    .transform((value) => value.toUpperCase())
    .refine((value) => REFERRAL_CODE_PATTERN.test(value), REFERRAL_CODE_INVALID),
});

/** The code upper-cased when well-formed, else the Indonesian reason. */
export function checkReferralCodeInput(code) {
  const result = referralCodeSchema.safeParse({ code });
  if (result.success) return { success: true, code: result.data.code };
  return { success: false, message: result.error.issues[0]?.message ?? REFERRAL_CODE_INVALID };
}
