import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
