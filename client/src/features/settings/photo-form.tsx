import { useApolloClient } from '@apollo/client/react';
import { Avatar, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { photoProblem, PHOTO_TYPES } from '@myvalue/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { useHydrated } from '../../lib/use-hydrated';
import { toaster } from '../toasts/toaster';
import { FormAlert, SaveButton, SESSION_ENDED } from './form-parts';
import { uploadPhoto } from './upload-photo';

interface PhotoValues {
  photo: FileList | null;
}

/** A preview of the picked file; the object URL is revoked when the file changes or leaves. */
function usePreview(file: File | undefined) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The profile photo: type and size checked as soon as a file is picked (nothing is sent
 * otherwise), a preview, then "Simpan" uploads it with a progress bar. On success the member's
 * `User.photo` is replaced in the cache, so the header's avatar changes without a reload.
 */
export function PhotoForm(props: { user: { valueId: string; fullName: string; photo: string } }) {
  const client = useApolloClient();
  const hydrated = useHydrated();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const form = useForm<PhotoValues>({
    defaultValues: { photo: null },
    // The file is checked the moment it is picked, before any upload.
    mode: 'onChange',
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const file = useWatch({ control, name: 'photo' })?.[0];
  const valid = file !== undefined && !errors.photo;
  const preview = usePreview(valid ? file : undefined);

  const registration = register('photo', {
    validate: (files) => {
      const picked = files?.[0];
      if (!picked) return 'Pilih foto terlebih dahulu';
      return photoProblem(picked) ?? true;
    },
  });

  const upload = async (values: PhotoValues) => {
    const picked = values.photo?.[0];
    if (!picked) return;
    setFormError(null);
    setProgress(0);
    const result = await uploadPhoto(picked, setProgress);
    setProgress(null);
    if (!result.ok) {
      if (result.status === 401) setFormError(SESSION_ENDED);
      else if (result.status >= 400 && result.status < 500) {
        setError('photo', { type: 'server', message: result.message });
        buttonRef.current?.focus();
      } else setFormError(result.message);
      return;
    }
    client.cache.modify({
      id: client.cache.identify({ __typename: 'User', valueId: props.user.valueId }),
      fields: { photo: () => result.photo },
    });
    reset({ photo: null });
    if (inputRef.current) inputRef.current.value = '';
    toaster.success('Foto profil berhasil diperbarui');
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(upload)(event)}
      noValidate
      aria-label="Ubah foto profil"
    >
      <Stack gap="4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <HStack gap="4" align="center">
          <Avatar.Root size="2xl" flexShrink={0}>
            <Avatar.Fallback name={props.user.fullName} />
            <Avatar.Image
              src={preview ?? props.user.photo}
              alt={preview ? 'Pratinjau foto profil baru' : `Foto profil ${props.user.fullName}`}
            />
          </Avatar.Root>
          <FormField
            label="Foto profil"
            error={errors.photo?.message}
            helper="JPG, PNG atau WebP, maksimal 2 MB."
          >
            {(describedBy, controlId) => (
              <>
                <VisuallyHidden asChild>
                  <input
                    id={controlId}
                    type="file"
                    accept={PHOTO_TYPES.join(',')}
                    // The button below is what keyboards and taps reach; it opens this picker.
                    tabIndex={-1}
                    {...registration}
                    ref={(element) => {
                      registration.ref(element);
                      inputRef.current = element;
                    }}
                  />
                </VisuallyHidden>
                <Button
                  ref={buttonRef}
                  type="button"
                  variant="outline"
                  colorPalette="brand"
                  size="sm"
                  alignSelf="flex-start"
                  disabled={!hydrated || isSubmitting}
                  onClick={() => inputRef.current?.click()}
                  aria-describedby={describedBy}
                >
                  {file ? 'Ganti foto' : 'Pilih foto'}
                </Button>
              </>
            )}
          </FormField>
        </HStack>
        {progress !== null ? (
          <Progress.Root value={progress} colorPalette="brand" size="sm" maxW="sm">
            <HStack gap="3">
              <Progress.Label fontSize="sm">Mengunggah</Progress.Label>
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText fontSize="sm">{`${progress}%`}</Progress.ValueText>
            </HStack>
          </Progress.Root>
        ) : null}
        {valid ? (
          <Text fontSize="sm" color="fg.muted">
            {`${file.name} siap diunggah. Tekan Simpan untuk memakainya.`}
          </Text>
        ) : null}
        <SaveButton disabled={!hydrated || !valid} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
