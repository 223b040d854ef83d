// Types of account-settings.js, written by hand (the package has no build step). The gateway's
// tests check that each form's field list here and its schema's shape stay the same.
import type { z } from 'zod';

export declare const MAX_PHOTO_BYTES: number;
export declare const PHOTO_TYPES: readonly string[];
export declare const NAME_LIMITS: Readonly<{ min: 2; max: 50 }>;
export declare const PASSWORD_LIMITS: Readonly<{ min: 8; max: 128 }>;
export declare const OTP_LENGTH: 6;

type Text = z.ZodType<string, string>;

export declare const nameSchema: z.ZodObject<{ firstName: Text; lastName: Text }>;
export declare const emailSchema: z.ZodObject<{ email: Text }>;
export declare const phoneSchema: z.ZodObject<{ phone: Text }>;
export declare const otpSchema: z.ZodObject<{ otp: Text }>;
export declare const emailChangeSchema: z.ZodObject<{ email: Text; otp: Text }>;
export declare const phoneChangeSchema: z.ZodObject<{ phone: Text; otp: Text }>;

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit';
  /** The checklist's line: 'Minimal 8 karakter'. */
  label: string;
  /** The field's error when the rule is broken: 'Kata sandi minimal 8 karakter'. */
  message: string;
  test: (value: string) => boolean;
}
export declare const PASSWORD_RULES: readonly PasswordRule[];
export declare function passwordProblem(value: string): string | null;

export declare const passwordChangeSchema: z.ZodObject<{ oldPassword: Text; newPassword: Text }>;
export declare const passwordFormSchema: z.ZodType<
  { oldPassword: string; newPassword: string; confirmPassword: string },
  { oldPassword: string; newPassword: string; confirmPassword: string }
>;

export declare function isBirthDate(value: string, today?: Date): boolean;

export declare const profileSchema: z.ZodObject<{
  professionId: Text;
  birthDate: Text;
  gender: z.ZodType<'' | 'MALE' | 'FEMALE', '' | 'MALE' | 'FEMALE'>;
}>;

export declare const addressSchema: z.ZodObject<{
  provinceId: Text;
  cityId: Text;
  districtId: Text;
  zipcode: Text;
}>;

export declare function photoProblem(file: { type: string; size: number }): string | null;

export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
}

export declare function checkFields<T, F extends string>(
  schema: z.ZodType<T>,
  fields: readonly F[],
  input: unknown,
): { success: true; data: T } | { success: false; fieldErrors: FieldProblem<F>[] };
