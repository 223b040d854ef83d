import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { referralCodeSchema, type ReferralCode, type ReferralCodeInput } from '@myvalue/validation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { rateLimitRefusal } from '../../lib/rate-limited';
import { ButtonLoadingText } from '../../components/button-loading-text';
import { StatusAlert, type AlertStatus } from '../../components/status-alert';
import * as accountCss from './account.css';
import * as referralCheckCss from './referral-check-form.css';
import * as alertStatusCss from '../../components/alert-status.css';
import * as buttonCss from '../../components/button.css';

const CheckReferralCodeMutation = graphql(`
  mutation CheckReferralCode($code: String!) {
    checkReferralCode(code: $code) {
      ok
      error {
        code
        message
      }
      valid
      code
      referrerName
      reason
      rewardPointPerReferral
    }
  }
`);

type Answer =
  | { kind: 'valid'; code: string; referrerName: string; reward: number | null }
  | { kind: 'not-found'; code: string }
  | { kind: 'own'; code: string }
  | { kind: 'failed'; message: string };

function describeAnswer(answer: Answer): { status: AlertStatus; title: string; text: string } {
  switch (answer.kind) {
    case 'valid':
      return {
        status: 'success',
        title: `Kode ${answer.code} valid`,
        text: `Kode ini milik ${answer.referrerName}.${
          answer.reward
            ? ` Pemiliknya mendapat ${formatPoints(answer.reward)} untuk setiap teman yang bergabung.`
            : ''
        }`,
      };
    case 'not-found':
      return {
        status: 'warning',
        title: `Kode ${answer.code} tidak ditemukan`,
        text: 'Belum ada member dengan kode ini. Periksa lagi ejaannya, ya.',
      };
    case 'own':
      return {
        status: 'info',
        title: 'Ini kode referralmu sendiri',
        text: 'Kodemu tidak bisa dipakai untuk dirimu sendiri. Bagikan ke teman supaya kamu dapat poin!',
      };
    case 'failed':
      return { status: 'error', title: 'Kode belum bisa dicek', text: answer.message };
  }
}

function AnswerAlert({ answer }: { answer: Answer }) {
  const view = describeAnswer(answer);
  return (
    <StatusAlert
      status={view.status}
      className={alertStatusCss.alertRounded}
      title={view.title}
      description={view.text}
      data-testid="referral-check-answer"
    />
  );
}

/**
 * Checks a friend's code: whose it is, or why it is not one (not found, own, malformed). An
 * answer stays only while the code it answers is in the field. Chakra's Field and Input as
 * static markup, with the attributes Ark's field gives them (the page loads no Chakra).
 */
export function ReferralCheckForm() {
  const id = useId();
  const ids = { input: `${id}-input`, helper: `${id}-helper`, error: `${id}-error` };
  const [check] = useMutation(CheckReferralCodeMutation);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReferralCodeInput, unknown, ReferralCode>({
    resolver: zodResolver(referralCodeSchema),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setAnswer(null);
    let result;
    try {
      result = (await check({ variables: { code } })).data?.checkReferralCode;
    } catch (error) {
      result = rateLimitRefusal(error);
    }
    if (!result) {
      setAnswer({ kind: 'failed', message: 'Periksa koneksimu lalu coba lagi.' });
      return;
    }
    if (!result.ok) {
      if (result.error?.code === 'invalid_referral_code') {
        setError('code', { type: 'server', message: result.error.message });
        setFocus('code');
        return;
      }
      setAnswer({ kind: 'failed', message: result.error?.message ?? 'Coba lagi sebentar lagi.' });
      return;
    }
    const checked = result.code ?? code;
    if (result.valid) {
      setAnswer({
        kind: 'valid',
        code: checked,
        referrerName: result.referrerName ?? 'member lain',
        reward: result.rewardPointPerReferral ?? null,
      });
    } else if (result.reason === 'OWN_CODE') {
      setAnswer({ kind: 'own', code: checked });
    } else {
      setAnswer({ kind: 'not-found', code: checked });
    }
  });

  const invalid = Boolean(errors.code);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cek kode referral teman">
      <div role="group" className={accountCss.field}>
        <label htmlFor={ids.input} className={accountCss.fieldLabel}>
          Kode referral teman
        </label>
        <div className={referralCheckCss.row}>
          <input
            id={ids.input}
            className={referralCheckCss.input}
            placeholder="Contoh: SITI2026"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={invalid ? ids.error : ids.helper}
            aria-invalid={invalid || undefined}
            aria-errormessage={invalid ? ids.error : undefined}
            data-invalid={invalid ? '' : undefined}
            {...register('code', { onChange: () => setAnswer(null) })}
          />
          <button
            type="submit"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
            disabled={isSubmitting}
            data-loading={isSubmitting ? '' : undefined}
          >
            <ButtonLoadingText loading={isSubmitting} text="Mengecek">
              Cek Kode
            </ButtonLoadingText>
          </button>
        </div>
        {invalid ? (
          <span id={ids.error} aria-live="polite" className={accountCss.fieldErrorText}>
            {errors.code?.message}
          </span>
        ) : (
          <span id={ids.helper} className={accountCss.fieldHelperText}>
            Kode referral terdiri dari 4–20 huruf atau angka.
          </span>
        )}
      </div>
      <div
        role="status"
        aria-live="polite"
        className={answer ? referralCheckCss.answer : undefined}
      >
        {answer ? <AnswerAlert answer={answer} /> : null}
      </div>
    </form>
  );
}
