// Types of referral-code.js, written by hand (the package has no build step).
import type { z } from 'zod';

export declare const REFERRAL_CODE_PATTERN: RegExp;
export declare const REFERRAL_CODE_REQUIRED: string;
export declare const REFERRAL_CODE_INVALID: string;

export declare const referralCodeSchema: z.ZodObject<{
  code: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
}>;

/** What the form holds. */
export type ReferralCodeInput = z.input<typeof referralCodeSchema>;
/** What passed the check: the code trimmed and upper-case. */
export type ReferralCode = z.output<typeof referralCodeSchema>;

export declare function checkReferralCodeInput(
  code: unknown,
): { success: true; code: string } | { success: false; message: string };
