import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema } from '@myvalue/validation';
import { useMemo, useState } from 'react';
import { z } from '@myvalue/validation';
import { useForm } from 'react-hook-form';
import { FormField, InputField, registered } from '../../components/form-field';
import { useHydrated } from '../../lib/use-hydrated';
import { toaster } from '../../components/toaster';
import { FormAlert, NETWORK_FAILURE, SaveButton, SETTINGS_REFUSAL } from './form-parts';
import { OtpInput } from './otp-input';
import { showRefusal, type FormResult } from '../../lib/form-refusal';
import { useCountdown } from './use-countdown';
import { rateLimitedMessage } from '../../lib/rate-limited';
import * as contactChangeCss from './contact-change-form.css';
import * as formPartsCss from './form-parts.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';

/** How long "Kirim ulang kode" waits after a code was sent. */
const RESEND_SECONDS = 60;

/** What differs between changing the e-mail address and the phone number. */
export interface ContactKind {
  /** 'email' or 'phone': the field's name in the schemas and the mutations. */
  field: 'email' | 'phone';
  /** 'Email', 'Nomor HP'; in a sentence: 'email', 'nomor HP'. */
  noun: string;
  nounInSentence: string;
  input: { type: string; inputMode: 'email' | 'tel'; autoComplete: string; helper?: string };
  /** The shared rule of the new address (`emailSchema.shape.email`…). */
  rule: z.ZodType<string, string>;
  /** Error codes of the request that concern the new address itself. */
  addressCodes: readonly string[];
  success: string;
}

type OtpStep = { target: string; message: string };

/** Refusals of the code, said so that the member knows what to do next. */
const CODE_HELP: Record<string, string> = {
  otp_expired: 'Kode OTP sudah kedaluwarsa. Tekan "Kirim ulang kode" untuk mendapat kode baru.',
  otp_locked: 'Terlalu banyak percobaan salah. Tekan "Kirim ulang kode" untuk mendapat kode baru.',
};

/**
 * Changing the e-mail address or phone number in two steps: the new address → "Kirim kode"
 * (a 6-digit code is sent to it) → the code → "Verifikasi". "Kirim ulang kode" waits 60 seconds
 * after each code. The answer's `user` replaces the member's contact in the cache (the header).
 */
export function ContactChangeForm(props: {
  kind: ContactKind;
  current: { value: string | null; verified: boolean };
  request: (target: string) => Promise<(FormResult & { message: string | null }) | undefined>;
  change: (target: string, otp: string) => Promise<FormResult | undefined>;
}) {
  const { kind } = props;
  const hydrated = useHydrated();
  const countdown = useCountdown();
  const [step, setStep] = useState<OtpStep | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const addressSchema = useMemo(() => z.object({ value: kind.rule }), [kind]);
  const addressForm = useForm<{ value: string }>({
    resolver: zodResolver(addressSchema),
    defaultValues: { value: '' },
    shouldFocusError: true,
  });
  const codeForm = useForm<{ otp: string }>({
    resolver: zodResolver(otpSchema),
    defaultValues: { otp: '' },
    shouldFocusError: true,
  });

  const send = async (target: string) => {
    setFormError(null);
    let result;
    try {
      result = await props.request(target);
    } catch (error) {
      setFormError(rateLimitedMessage(error) ?? NETWORK_FAILURE);
      return false;
    }
    if (result?.ok) {
      setStep({ target, message: result.message ?? `Kode OTP dikirim ke ${target}` });
      countdown.restart(RESEND_SECONDS);
      return true;
    }
    // The server names the field by the mutation's argument (`email`); the form calls it value.
    const named = result && {
      ...result,
      fieldErrors: result.fieldErrors?.map((problem) =>
        problem.field === kind.field ? { ...problem, field: 'value' } : problem,
      ),
    };
    const problem = showRefusal(named, addressForm, {
      fields: ['value'],
      fieldFor: Object.fromEntries(kind.addressCodes.map((code) => [code, 'value' as const])),
      messages: SETTINGS_REFUSAL,
    });
    if (problem) setFormError(problem);
    // A refusal of the address belongs to step one, where the address can be corrected.
    setStep(null);
    return false;
  };

  const onRequest = addressForm.handleSubmit(async (values) => {
    await send(values.value);
  });

  const onResend = async () => {
    if (!step) return;
    setResending(true);
    const sent = await send(step.target);
    setResending(false);
    if (sent) {
      codeForm.reset({ otp: '' });
      codeForm.setFocus('otp');
      toaster.info('Kode OTP baru sudah dikirim');
    }
  };

  const onVerify = codeForm.handleSubmit(async ({ otp }) => {
    if (!step) return;
    setFormError(null);
    let result;
    try {
      result = await props.change(step.target, otp);
    } catch (error) {
      setFormError(rateLimitedMessage(error) ?? NETWORK_FAILURE);
      return;
    }
    if (result?.ok) {
      setStep(null);
      countdown.restart(0);
      addressForm.reset({ value: '' });
      codeForm.reset({ otp: '' });
      toaster.success(kind.success);
      return;
    }
    const help = result?.error ? CODE_HELP[result.error.code] : undefined;
    if (help) countdown.restart(0);
    const problem = showRefusal(
      help && result?.error ? { ...result, error: { ...result.error, message: help } } : result,
      codeForm,
      {
        fields: ['otp'],
        fieldFor: { otp_invalid: 'otp', otp_expired: 'otp', otp_locked: 'otp' },
        messages: SETTINGS_REFUSAL,
      },
    );
    if (problem) setFormError(problem);
  });

  const inputLabel = `${kind.noun} baru`;
  return (
    <div className={formPartsCss.settingsForm}>
      <div className={contactChangeCss.current}>
        <p className={contactChangeCss.currentLabel}>{`${kind.noun} saat ini:`}</p>
        <p className={contactChangeCss.currentValue} data-testid={`current-${kind.field}`}>
          {props.current.value ?? 'Belum diisi'}
        </p>
        {props.current.value ? (
          <span
            className={`${badgeSubtleCss.root} ${props.current.verified ? badgeSubtleCss.green : badgeSubtleCss.gray}`}
          >
            {props.current.verified ? 'Terverifikasi' : 'Belum diverifikasi'}
          </span>
        ) : null}
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {step ? (
        <form
          onSubmit={onVerify}
          noValidate
          method="post"
          aria-label={`Verifikasi ${kind.nounInSentence}`}
        >
          <div className={formPartsCss.settingsForm}>
            <p className={contactChangeCss.sent} role="status">
              {`${step.message}. Masukkan 6 angka kode OTP untuk memverifikasi ${kind.nounInSentence} baru.`}
            </p>
            <FormField label="Kode OTP" required error={codeForm.formState.errors.otp?.message}>
              {(describedBy) => (
                <OtpInput registration={codeForm.register('otp')} aria-describedby={describedBy} />
              )}
            </FormField>
            <div className={contactChangeCss.actions}>
              <SaveButton
                label="Verifikasi"
                disabled={!hydrated}
                loading={codeForm.formState.isSubmitting}
              />
              <Button
                type="button"
                variant="outline"
                colorPalette="brand"
                disabled={countdown.left > 0 || resending}
                loading={resending}
                loadingText="Mengirim…"
                onClick={() => void onResend()}
              >
                {countdown.left > 0
                  ? `Kirim ulang dalam ${countdown.left} detik`
                  : 'Kirim ulang kode'}
              </Button>
              <Button
                type="button"
                variant="plain"
                colorPalette="brand"
                onClick={() => {
                  setStep(null);
                  setFormError(null);
                  codeForm.reset({ otp: '' });
                }}
              >
                {`Ganti ${kind.nounInSentence}`}
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <form
          onSubmit={onRequest}
          noValidate
          method="post"
          aria-label={`Ubah ${kind.nounInSentence}`}
        >
          <div className={formPartsCss.settingsForm}>
            <InputField
              label={inputLabel}
              required
              helper={kind.input.helper}
              {...registered(addressForm, 'value')}
              type={kind.input.type}
              inputMode={kind.input.inputMode}
              autoComplete={kind.input.autoComplete}
            />
            <SaveButton
              label="Kirim kode"
              disabled={!hydrated}
              loading={addressForm.formState.isSubmitting}
            />
          </div>
        </form>
      )}
    </div>
  );
}
