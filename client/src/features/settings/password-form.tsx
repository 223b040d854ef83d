import { useMutation } from '@apollo/client/react';
import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema } from '@myvalue/validation';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField, InputField, registered } from '../../components/form-field';
import { graphql } from '../../gql';
import { FormAlert, SaveButton } from './form-parts';
import { PasswordRules } from './password-rules';
import { messageOutcome } from './server-errors';
import { useSettingsForm } from './use-settings-form';
import * as formPartsCss from './form-parts.css';
import * as passwordFormCss from './password-form.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
      ...SettingsOutcome_messageResult
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
  const rulesId = useId();
  const { form, formError, hydrated, onSubmit } = useSettingsForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
    fields: FIELDS,
    fieldFor: { wrong_password: 'oldPassword', weak_password: 'newPassword' },
    save: ({ oldPassword, newPassword }) =>
      changePassword({ variables: { oldPassword, newPassword } }).then(({ data }) =>
        messageOutcome(data?.changePassword),
      ),
    resetTo: EMPTY,
    success: 'Kata sandi berhasil diubah',
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  return (
    <form onSubmit={onSubmit} noValidate method="post" aria-label="Ubah kata sandi">
      <div className={`${formPartsCss.settingsForm} ${passwordFormCss.root}`}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <InputField
          label="Kata sandi saat ini"
          required
          {...registered(form, 'oldPassword')}
          type="password"
          autoComplete="current-password"
        />
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
        <InputField
          label="Konfirmasi kata sandi baru"
          required
          {...registered(form, 'confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <SaveButton disabled={!hydrated} loading={isSubmitting} />
      </div>
    </form>
  );
}
