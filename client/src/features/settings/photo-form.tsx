import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { photoProblem, PHOTO_TYPES } from '@myvalue/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { MemberAvatar } from '../../components/member-avatar';
import { useHydrated } from '../../lib/use-hydrated';
import { toaster } from '../../components/toaster';
import { FormAlert, SaveButton, SESSION_ENDED } from './form-parts';
import { uploadPhoto } from './upload-photo';
import * as formPartsCss from './form-parts.css';
import * as photoFormCss from './photo-form.css';
import * as memberAvatarCss from '../../components/member-avatar.css';
import * as progressCss from '../../components/progress.css';

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
      method="post"
      aria-label="Ubah foto profil"
    >
      <div className={formPartsCss.settingsForm}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className={photoFormCss.current}>
          <MemberAvatar
            name={props.user.fullName}
            size="2xl"
            photo={
              // The photo as stored (or the picked file), not a thumbnail: the preview is a
              // local file, and the stored one is shown as the member uploaded it.
              <img
                key={preview ?? props.user.photo}
                src={preview ?? props.user.photo}
                alt={preview ? 'Pratinjau foto profil baru' : `Foto profil ${props.user.fullName}`}
                className={memberAvatarCss.image}
                ref={(image) => {
                  if (image?.complete && image.naturalWidth === 0) image.hidden = true;
                }}
                onError={(event) => {
                  event.currentTarget.hidden = true;
                }}
              />
            }
          />
          <FormField
            label="Foto profil"
            error={errors.photo?.message}
            helper="JPG, PNG atau WebP, maksimal 2 MB."
          >
            {(describedBy, controlId) => (
              <>
                <input
                  id={controlId}
                  type="file"
                  accept={PHOTO_TYPES.join(',')}
                  className={photoFormCss.file}
                  // The button below is what keyboards and taps reach; it opens this picker.
                  tabIndex={-1}
                  {...registration}
                  ref={(element) => {
                    registration.ref(element);
                    inputRef.current = element;
                  }}
                />
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
        </div>
        {progress !== null ? (
          <div className={`${progressCss.root} ${photoFormCss.upload}`}>
            <div className={photoFormCss.uploadRow}>
              <span className={photoFormCss.uploadLabel}>Mengunggah</span>
              <div
                role="progressbar"
                aria-label={String(progress)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className={`${progressCss.track} ${photoFormCss.uploadTrack}`}
              >
                <div className={progressCss.range} style={{ width: `${progress}%` }} />
              </div>
              <span className={photoFormCss.uploadValue} aria-live="polite">{`${progress}%`}</span>
            </div>
          </div>
        ) : null}
        {valid ? (
          <p className={photoFormCss.picked}>
            {`${file.name} siap diunggah. Tekan Simpan untuk memakainya.`}
          </p>
        ) : null}
        <SaveButton disabled={!hydrated || !valid} loading={isSubmitting} />
      </div>
    </form>
  );
}
