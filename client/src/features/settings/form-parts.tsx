import { Alert, Box, Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useSyncExternalStore, type ReactNode } from 'react';

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

/** A refusal that concerns the whole form (or no field of it), above the form. */
export function FormAlert(props: { children: ReactNode; status?: 'error' | 'info' | 'warning' }) {
  return (
    <Alert.Root status={props.status ?? 'error'} role={props.status ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{props.children}</Alert.Title>
    </Alert.Root>
  );
}

/** One settings section: a card with its heading, a line about it and its own form. */
export function SettingsSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <Box
      as="section"
      id={props.id}
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      scrollMarginTop="24"
    >
      <Stack gap="1" mb="4">
        <Heading as="h2" size="md" id={headingId}>
          {props.title}
        </Heading>
        {props.description ? (
          <Text fontSize="sm" color="fg.muted">
            {props.description}
          </Text>
        ) : null}
      </Stack>
      {props.children}
    </Box>
  );
}

const noSubscription = () => () => {};
/** False in the server's HTML and until hydration: a tap before that would post the form. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export const NETWORK_FAILURE =
  'Perubahan belum tersimpan. Periksa koneksi internet kamu, lalu coba lagi.';
export const SESSION_ENDED = 'Sesi kamu sudah berakhir. Masuk lagi untuk menyimpan perubahan.';

/** Every section's own "Simpan", at the start of the form's last line. */
export function SaveButton(props: { disabled?: boolean; loading?: boolean; label?: string }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      alignSelf="flex-start"
      minW="32"
      disabled={props.disabled}
      loading={props.loading}
      loadingText="Menyimpan…"
    >
      {props.label ?? 'Simpan'}
    </Button>
  );
}
