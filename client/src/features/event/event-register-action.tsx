import { Button, Stack, Text } from '@chakra-ui/react';
import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { rememberLoginRedirect } from '../user-menu/login-redirect';

/** Why an event cannot take a registration, or null when it can. */
export function registrationClosedReason(event: { isPast: boolean; isFull: boolean }) {
  if (event.isPast) return 'Event ini sudah selesai.';
  if (event.isFull) return 'Kuota penuh. Semua kursi event ini sudah terisi.';
  return null;
}

/**
 * A visitor's tap on "Daftar" goes straight to sign-in and comes back to the register page
 * (the same `login-redirect` the header's button uses). Without JavaScript, or with a modifier
 * key, it stays a plain link to the register page, which offers sign-in itself.
 */
function signInFirst(registerPath: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    rememberLoginRedirect({ pathname: registerPath, search: '', hash: '' });
    window.location.assign(paths.login());
  };
}

/** The event page's call to action: "Daftar", or why not, or that the member already is. */
export function EventRegisterAction(props: {
  slug: string;
  isPast: boolean;
  isFull: boolean;
  isRegistered: boolean;
  signedIn: boolean;
}) {
  const reasonId = useId();
  const registerPath = paths.eventRegister(props.slug);

  if (props.isRegistered && !props.isPast) {
    return (
      <Stack gap="2">
        <Text
          role="status"
          px="3"
          py="2"
          rounded="md"
          bg="green.50"
          color="green.800"
          fontWeight="semibold"
          textAlign="center"
        >
          Kamu sudah terdaftar
        </Text>
        <Button asChild variant="outline" colorPalette="brand" w="full">
          <Link to={paths.accountVoucher()}>Lihat Tiket Saya</Link>
        </Button>
      </Stack>
    );
  }

  const reason = registrationClosedReason(props);
  if (reason) {
    return (
      <Stack gap="2">
        <Button disabled w="full" size="lg" aria-describedby={reasonId}>
          Daftar
        </Button>
        <Text id={reasonId} fontSize="sm" color="red.700" textAlign="center">
          {reason}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="2">
      <Button asChild colorPalette="brand" w="full" size="lg">
        <Link
          to={registerPath}
          onClick={props.signedIn ? undefined : signInFirst(registerPath)}
          aria-describedby={props.signedIn ? undefined : reasonId}
        >
          Daftar
        </Link>
      </Button>
      {props.signedIn ? null : (
        <Text id={reasonId} fontSize="sm" color="fg.muted" textAlign="center">
          Masuk dulu untuk mendaftar, lalu kamu langsung ke formulir pendaftaran.
        </Text>
      )}
    </Stack>
  );
}
