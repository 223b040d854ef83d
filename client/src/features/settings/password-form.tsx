import { useMutation } from '@apollo/client/react';
import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema } from '@myvalue/validation';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { graphql } from '../../gql';
import { useHydrated } from '../../lib/use-hydrated';
import { toaster } from '../../components/toaster';
import { FormAlert, SaveButton } from './form-parts';
import { PasswordRules } from './password-rules';
import { resultOf, showRefusal } from './server-errors';
import * as formPartsCss from './form-parts.css';
import * as passwordFormCss from './password-form.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
      message
    }
  }
`);

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password (the rules tick as the member types) and its confirmation.
 * A wrong current password is said beside that field; what was typed stays.
 */
export function PasswordForm() {
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const rulesId = useId();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword: password }) => {
    setFormError(null);
    const result = await resultOf(
      changePassword({ variables: { oldPassword, newPassword: password } }).then(
        ({ data }) => data?.changePassword,
      ),
    );
    if (!result?.ok) {
      setFormError(
        showRefusal(result, form, {
          fields: FIELDS,
          fieldFor: { wrong_password: 'oldPassword', weak_password: 'newPassword' },
        }),
      );
      return;
    }
    form.reset(EMPTY);
    toaster.success('Kata sandi berhasil diubah');
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ubah kata sandi">
      <div className={`${formPartsCss.settingsForm} ${passwordFormCss.root}`}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FormField label="Kata sandi saat ini" required error={errors.oldPassword?.message}>
          {(describedBy) => (
            <Input
              {...register('oldPassword')}
              type="password"
              autoComplete="current-password"
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField label="Kata sandi baru" required error={errors.newPassword?.message}>
          {(describedBy) => (
            <div className={passwordFormCss.newPassword}>
              <Input
                {...register('newPassword')}
                type="password"
                autoComplete="new-password"
                aria-describedby={[describedBy, rulesId].filter(Boolean).join(' ')}
              />
              <PasswordRules id={rulesId} value={newPassword} />
            </div>
          )}
        </FormField>
        <FormField
          label="Konfirmasi kata sandi baru"
          required
          error={errors.confirmPassword?.message}
        >
          {(describedBy) => (
            <Input
              {...register('confirmPassword')}
              type="password"
              autoComplete="new-password"
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <SaveButton disabled={!hydrated} loading={isSubmitting} />
      </div>
    </form>
  );
}
