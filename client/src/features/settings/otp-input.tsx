import { Input, type InputProps } from '@chakra-ui/react';
import { OTP_LENGTH } from '@myvalue/validation';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The digits of what was typed or pasted ('Kode: 123 456' → '123456'), at most six. */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * ONE field for the six digits: the phone offers the code from the SMS (`one-time-code`) and
 * a numeric keypad, and a pasted message keeps only its digits. No `maxLength`: the browser
 * would cut a pasted 'Kode: 123456' before its digits are picked out.
 */
export function OtpInput(
  props: { registration: UseFormRegisterReturn } & Omit<InputProps, 'onChange'>,
) {
  const { registration, ...rest } = props;
  return (
    <Input
      {...rest}
      {...registration}
      onChange={(event) => {
        const digits = otpDigits(event.currentTarget.value);
        if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
        return registration.onChange(event);
      }}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="••••••"
      fontSize="xl"
      letterSpacing="0.4em"
      fontVariantNumeric="tabular-nums"
      textAlign="center"
      maxW="12rem"
    />
  );
}
