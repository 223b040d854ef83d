import { useMutation } from '@apollo/client/react';
import { Alert, Button, Field, Flex, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { referralCodeSchema, type ReferralCode, type ReferralCodeInput } from '@myvalue/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { rateLimitRefusal } from '../../lib/rate-limited';

export const CheckReferralCodeMutation = graphql(`
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

type AlertStatus = 'success' | 'warning' | 'info' | 'error';

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
    <Alert.Root status={view.status} rounded="lg" data-testid="referral-check-answer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{view.title}</Alert.Title>
        <Alert.Description>{view.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Checks a friend's code: whose it is, or why it is not one (not found, own, malformed). An
 * answer stays only while the code it answers is in the field.
 */
export function ReferralCheckForm() {
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
      <Field.Root
        invalid={invalid}
        ids={{ control: 'referral-check-code', errorText: 'referral-check-error' }}
      >
        <Field.Label>Kode referral teman</Field.Label>
        <Flex gap="2" w="full">
          <Input
            placeholder="Contoh: SITI2026"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            bg="white"
            css={{ '&:not(:placeholder-shown)': { textTransform: 'uppercase' } }}
            aria-describedby={invalid ? 'referral-check-error' : undefined}
            {...register('code', { onChange: () => setAnswer(null) })}
          />
          <Button
            type="submit"
            colorPalette="brand"
            flexShrink="0"
            loading={isSubmitting}
            loadingText="Mengecek"
          >
            Cek Kode
          </Button>
        </Flex>
        {invalid ? (
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>Kode referral terdiri dari 4–20 huruf atau angka.</Field.HelperText>
        )}
      </Field.Root>
      <div role="status" aria-live="polite" style={{ marginTop: answer ? '0.75rem' : 0 }}>
        {answer ? <AnswerAlert answer={answer} /> : null}
      </div>
    </form>
  );
}
