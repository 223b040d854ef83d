import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A labelled control with its message right below it. The message is the control's description
 * (`aria-describedby`) as well as Ark's `aria-errormessage`, which not every screen reader reads.
 */
export function FormField(props: {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Chakra's controls take the id from the field; a native control uses `controlId`. */
  children: (describedBy: string | undefined, controlId: string) => ReactNode;
}) {
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
