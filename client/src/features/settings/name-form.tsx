import { useMutation } from '@apollo/client/react';
import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_LIMITS, nameSchema } from '@myvalue/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { graphql } from '../../gql';
import { useHydrated } from '../../lib/use-hydrated';
import { formatDate } from '../../lib/format';
import { toaster } from '../../components/toaster';
import { FormAlert, SaveButton } from './form-parts';
import { resultOf, showRefusal } from './server-errors';
import * as formPartsCss from './form-parts.css';

/** The answer updates the header's name (User by value id) and the 30-day rule in place. */
const UpdateNameMutation = graphql(`
  mutation UpdateName($firstName: String!, $lastName: String!) {
    updateName(firstName: $firstName, lastName: $lastName) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
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
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { firstName: props.user.firstName, lastName: props.user.lastName },
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const locked = !props.canUpdateName;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await resultOf(
      updateName({ variables: values }).then(({ data }) => data?.updateName),
    );
    if (!result?.ok) {
      setFormError(showRefusal(result, form, { fields: FIELDS }));
      return;
    }
    form.reset(values);
    toaster.success('Profil berhasil disimpan');
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ubah nama">
      <div className={formPartsCss.settingsForm}>
        {locked ? (
          <FormAlert status="info">
            {`Nama hanya dapat diubah sekali dalam 30 hari. Kamu bisa mengubahnya lagi mulai ${formatDate(props.nextNameUpdateDate)}.`}
          </FormAlert>
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={formPartsCss.settingsFormPair}>
          <FormField
            label="Nama depan"
            required
            disabled={locked}
            error={errors.firstName?.message}
          >
            {(describedBy) => (
              <Input
                {...register('firstName')}
                autoComplete="given-name"
                maxLength={NAME_LIMITS.max + 10}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField
            label="Nama belakang"
            required
            disabled={locked}
            error={errors.lastName?.message}
          >
            {(describedBy) => (
              <Input
                {...register('lastName')}
                autoComplete="family-name"
                maxLength={NAME_LIMITS.max + 10}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        </div>
        <SaveButton disabled={!hydrated || locked} loading={isSubmitting} />
      </div>
    </form>
  );
}
