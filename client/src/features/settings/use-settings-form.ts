import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { toaster } from '../../components/toaster';
import { useHydrated } from '../../lib/use-hydrated';
import { resultOf, showRefusal, type FormResult } from '../../lib/form-refusal';
import { SETTINGS_REFUSAL } from './form-parts';

/**
 * What every settings form does with its mutation: check the fields first (`resolver`), save,
 * put a refusal beside its field or above the form (`showRefusal`), and on success keep what
 * was saved (or `resetTo`) as the form's new values and say so in a toast.
 */
export function useSettingsForm<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  fields: ReadonlyArray<FieldPath<T>>;
  /** A refusal's code that belongs beside one field (`wrong_password` → the current password). */
  fieldFor?: Record<string, FieldPath<T>>;
  save: (values: T) => Promise<FormResult | null | undefined>;
  resetTo?: T;
  success: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useForm<T>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await resultOf(options.save(values));
    if (!result?.ok) {
      setFormError(
        showRefusal(result, form, {
          fields: options.fields,
          fieldFor: options.fieldFor,
          messages: SETTINGS_REFUSAL,
        }),
      );
      return;
    }
    form.reset(options.resetTo ?? values);
    toaster.success(options.success);
  });

  return { form, formError, hydrated, onSubmit };
}
