import { useMutation, useQuery } from '@apollo/client/react';
import { NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema } from '@myvalue/validation';
import type { ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { graphql } from '../../gql';
import { FormAlert, SaveButton } from './form-parts';
import { profileOutcome } from './server-errors';
import { useSettingsForm } from './use-settings-form';
import { CitiesQuery, DistrictsQuery, ProvincesQuery, ZipcodesQuery } from './settings-query';
import * as formPartsCss from './form-parts.css';

const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SettingsOutcome_profileResult
      profile {
        address {
          provinceId
          cityId
          districtId
          zipcode
        }
      }
    }
  }
`);

interface AddressValues {
  provinceId: string;
  cityId: string;
  districtId: string;
  zipcode: string;
}
const FIELDS = ['provinceId', 'cityId', 'districtId', 'zipcode'] as const;
const EMPTY: AddressValues = { provinceId: '', cityId: '', districtId: '', zipcode: '' };

interface Option {
  value: string;
  label: string;
}

/** One list of the cascade: waits for its parent, says when it is loading or failed. */
function CascadeSelect(props: {
  label: string;
  placeholder: string;
  waitFor: string | null;
  loading: boolean;
  failed: boolean;
  options: readonly Option[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
  hydrated: boolean;
}) {
  const first: ReactNode = props.waitFor
    ? `Pilih ${props.waitFor} dulu`
    : props.loading
      ? 'Memuat…'
      : props.placeholder;
  return (
    <FormField
      label={props.label}
      required
      disabled={!props.hydrated || Boolean(props.waitFor) || props.loading}
      error={
        props.error ??
        (props.failed
          ? `Daftar ${props.label.toLowerCase()} belum dapat dimuat. Coba lagi.`
          : undefined)
      }
    >
      {(describedBy) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...props.registration} aria-describedby={describedBy}>
            <option value="">{first}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

const toOptions = (items: ReadonlyArray<{ id: string; name: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/**
 * Province → city → district → postcode. Each list is asked for when its parent is chosen
 * (the saved address's lists came with the page); changing a parent empties its children.
 */
export function AddressForm(props: { address: AddressValues | null }) {
  const [updateProfile] = useMutation(UpdateAddressMutation);
  const { form, formError, hydrated, onSubmit } = useSettingsForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: props.address ?? EMPTY,
    fields: FIELDS,
    save: (address) =>
      updateProfile({ variables: { input: { address } } }).then(({ data }) =>
        profileOutcome(data?.updateProfile),
      ),
    success: 'Alamat berhasil disimpan',
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [provinceId, cityId, districtId] = useWatch({
    control,
    name: ['provinceId', 'cityId', 'districtId'],
  });

  const provinces = useQuery(ProvincesQuery, { errorPolicy: 'all' });
  const cities = useQuery(CitiesQuery, {
    variables: { provinceId },
    skip: !provinceId,
    errorPolicy: 'all',
  });
  const districts = useQuery(DistrictsQuery, {
    variables: { cityId },
    skip: !cityId,
    errorPolicy: 'all',
  });
  const zipcodes = useQuery(ZipcodesQuery, {
    variables: { districtId },
    skip: !districtId,
    errorPolicy: 'all',
  });

  const clear = (fields: ReadonlyArray<keyof AddressValues>) => () => {
    for (const field of fields) setValue(field, '', { shouldDirty: true });
  };

  const loading = (query: { loading: boolean; data?: unknown }) => query.loading && !query.data;
  return (
    <form onSubmit={onSubmit} noValidate method="post" aria-label="Ubah alamat">
      <div className={formPartsCss.settingsForm}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={formPartsCss.settingsFormPair}>
          <CascadeSelect
            label="Provinsi"
            placeholder="Pilih provinsi"
            waitFor={null}
            loading={loading(provinces)}
            failed={Boolean(provinces.error) && !provinces.data?.provinces}
            options={toOptions(provinces.data?.provinces)}
            error={errors.provinceId?.message}
            registration={register('provinceId', {
              onChange: clear(['cityId', 'districtId', 'zipcode']),
            })}
            hydrated={hydrated}
          />
          <CascadeSelect
            label="Kota/Kabupaten"
            placeholder="Pilih kota/kabupaten"
            waitFor={provinceId ? null : 'provinsi'}
            loading={loading(cities)}
            failed={Boolean(cities.error) && !cities.data?.cities}
            options={toOptions(cities.data?.cities)}
            error={errors.cityId?.message}
            registration={register('cityId', { onChange: clear(['districtId', 'zipcode']) })}
            hydrated={hydrated}
          />
          <CascadeSelect
            label="Kecamatan"
            placeholder="Pilih kecamatan"
            waitFor={cityId ? null : 'kota/kabupaten'}
            loading={loading(districts)}
            failed={Boolean(districts.error) && !districts.data?.districts}
            options={toOptions(districts.data?.districts)}
            error={errors.districtId?.message}
            registration={register('districtId', { onChange: clear(['zipcode']) })}
            hydrated={hydrated}
          />
          <CascadeSelect
            label="Kode pos"
            placeholder="Pilih kode pos"
            waitFor={districtId ? null : 'kecamatan'}
            loading={loading(zipcodes)}
            failed={Boolean(zipcodes.error) && !zipcodes.data?.zipcodes}
            options={(zipcodes.data?.zipcodes ?? []).map((zipcode) => ({
              value: zipcode.zipcode,
              label: `${zipcode.zipcode} – ${zipcode.name}`,
            }))}
            error={errors.zipcode?.message}
            registration={register('zipcode')}
            hydrated={hydrated}
          />
        </div>
        <SaveButton disabled={!hydrated} loading={isSubmitting} />
      </div>
    </form>
  );
}
