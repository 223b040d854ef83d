import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A labelled control with its message right below it. The message is the control's description
 * (`aria-describedby`) as well as Ark's `aria-errormessage`, which not every screen reader reads.
 */
interface FieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function FormField(
  props: FieldProps & {
    /** Chakra's controls take the id from the field; a native control uses `controlId`. */
    children: (describedBy: string | undefined, controlId: string) => ReactNode;
  },
) {
  const id = useId();
  // Ark's field takes the control's id from `id` (its `ids.control` names the root).
  const controlId = `${id}-control`;
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = props.error ? ids.errorText : props.helper ? ids.helperText : undefined;
  return (
    <Field.Root
      id={controlId}
      invalid={Boolean(props.error)}
      required={props.required}
      disabled={props.disabled}
      ids={ids}
    >
      <Field.Label>
        {props.label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {props.children(describedBy, controlId)}
      {props.error ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : props.helper ? (
        <Field.HelperText>{props.helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/**
 * The usual field: a `FormField` around Chakra's `Input`. The field's own props are the label,
 * message and state; every other prop goes to the input (`{...register('email')}`, `type`,
 * `autoComplete`), which takes its required and disabled state from the field.
 */
export function InputField({
  label,
  error,
  helper,
  required,
  disabled,
  ...input
}: FieldProps & InputProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} disabled={disabled}>
      {(describedBy) => <Input {...input} aria-describedby={describedBy} />}
    </FormField>
  );
}

/**
 * A react-hook-form field's props for `InputField`, the field named once: its registration
 * (name, ref, handlers) and its message, the form's or the server's verdict on it.
 */
export function registered<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  name: Path<T>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
}
