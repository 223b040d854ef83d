import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_LIMITS, nameSchema } from '@myvalue/validation';
import { InputField, registered } from '../../components/form-field';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { FormAlert, SaveButton } from './form-parts';
import { profileOutcome } from './server-errors';
import { useSettingsForm } from './use-settings-form';
import * as formPartsCss from './form-parts.css';

/** The answer updates the header's name (User by value id) and the 30-day rule in place. */
const UpdateNameMutation = graphql(`
  mutation UpdateName($firstName: String!, $lastName: String!) {
    updateName(firstName: $firstName, lastName: $lastName) {
      ...SettingsOutcome_profileResult
      user {
        valueId
        firstName
        lastName
        fullName
      }
      profile {
        canUpdateName
        nextNameUpdateDate
      }
    }
  }
`);

interface NameValues {
  firstName: string;
  lastName: string;
}
const FIELDS = ['firstName', 'lastName'] as const;

/**
 * First and last name. The identity API allows one change every 30 days: until then the form
 * says from which day, and its fields are disabled.
 */
export function NameForm(props: {
  user: NameValues;
  canUpdateName: boolean;
  nextNameUpdateDate: string | null;
}) {
  const [updateName] = useMutation(UpdateNameMutation);
  const { form, formError, hydrated, onSubmit } = useSettingsForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { firstName: props.user.firstName, lastName: props.user.lastName },
    fields: FIELDS,
    save: (values) =>
      updateName({ variables: values }).then(({ data }) => profileOutcome(data?.updateName)),
    success: 'Profil berhasil disimpan',
  });
  const { isSubmitting } = form.formState;
  const locked = !props.canUpdateName;

  return (
    <form onSubmit={onSubmit} noValidate method="post" aria-label="Ubah nama">
      <div className={formPartsCss.settingsForm}>
        {locked ? (
          <FormAlert status="info">
            {`Nama hanya dapat diubah sekali dalam 30 hari. Kamu bisa mengubahnya lagi mulai ${formatDate(props.nextNameUpdateDate)}.`}
          </FormAlert>
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={formPartsCss.settingsFormPair}>
          <InputField
            label="Nama depan"
            required
            disabled={locked}
            {...registered(form, 'firstName')}
            autoComplete="given-name"
            maxLength={NAME_LIMITS.max + 10}
          />
          <InputField
            label="Nama belakang"
            required
            disabled={locked}
            {...registered(form, 'lastName')}
            autoComplete="family-name"
            maxLength={NAME_LIMITS.max + 10}
          />
        </div>
        <SaveButton disabled={!hydrated || locked} loading={isSubmitting} />
      </div>
    </form>
  );
}
