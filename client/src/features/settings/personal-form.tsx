import { useMutation } from '@apollo/client/react';
import { NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema } from '@myvalue/validation';
import { FormField, InputField, registered } from '../../components/form-field';
import { graphql } from '../../gql';
import type { Gender } from '../../gql/graphql';
import { jakartaDay } from '../../lib/jakarta-day';
import { FormAlert, SaveButton } from './form-parts';
import { profileOutcome } from './server-errors';
import { useSettingsForm } from './use-settings-form';
import * as formPartsCss from './form-parts.css';

const UpdatePersonalDataMutation = graphql(`
  mutation UpdatePersonalData($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SettingsOutcome_profileResult
      profile {
        birthDate
        gender
        profession {
          id
          name
        }
      }
    }
  }
`);

interface PersonalValues {
  professionId: string;
  birthDate: string;
  gender: '' | Gender;
}
const FIELDS = ['professionId', 'birthDate', 'gender'] as const;

/** Profession (from the identity API's list), birth date and gender. */
export function PersonalForm(props: {
  professions: ReadonlyArray<{ id: string; name: string }>;
  profile: { professionId: string | null; birthDate: string | null; gender: Gender | null };
}) {
  const [updateProfile] = useMutation(UpdatePersonalDataMutation);
  const { form, formError, hydrated, onSubmit } = useSettingsForm<PersonalValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      professionId: props.profile.professionId ?? '',
      birthDate: props.profile.birthDate ?? '',
      gender: props.profile.gender ?? '',
    },
    fields: FIELDS,
    save: (values) => {
      const input = {
        // A profession cannot be cleared: none chosen leaves it as it is.
        ...(values.professionId ? { professionId: values.professionId } : {}),
        birthDate: values.birthDate || null,
        gender: values.gender || null,
      };
      return updateProfile({ variables: { input } }).then(({ data }) =>
        profileOutcome(data?.updateProfile),
      );
    },
    success: 'Profil berhasil disimpan',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate method="post" aria-label="Ubah data diri">
      <div className={formPartsCss.settingsForm}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FormField label="Profesi" error={errors.professionId?.message}>
          {(describedBy) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...register('professionId')} aria-describedby={describedBy}>
                <option value="">Pilih profesi</option>
                {props.professions.map((profession) => (
                  <option key={profession.id} value={profession.id}>
                    {profession.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <div className={formPartsCss.settingsFormPair}>
          <InputField
            label="Tanggal lahir"
            {...registered(form, 'birthDate')}
            type="date"
            min="1900-01-01"
            max={jakartaDay(new Date())}
            autoComplete="bday"
          />
          <FormField label="Jenis kelamin" error={errors.gender?.message}>
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...register('gender')}
                  autoComplete="sex"
                  aria-describedby={describedBy}
                >
                  <option value="">Pilih jenis kelamin</option>
                  <option value="MALE">Laki-laki</option>
                  <option value="FEMALE">Perempuan</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </div>
        <SaveButton disabled={!hydrated} loading={isSubmitting} />
      </div>
    </form>
  );
}
