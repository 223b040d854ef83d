import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';
import { LOGIN_RETURN_ATTRIBUTE } from '../user-menu/login-click-listener';

/**
 * The invitation to join: for a visitor, the same sign-in link as the header's 'Masuk / Daftar'
 * (a full page load: the gateway starts the sign-on flow, where new members register); a member
 * already signed in gets a link to their points instead.
 */
export function SignUpLink({
  label = 'Masuk / Daftar',
  returnTo,
  memberLabel = 'Lihat Poin Saya',
  memberHref = paths.accountPoint(),
  ...button
}: {
  label?: string;
  /** Where the sign-on flow comes back to; the current page when left out. */
  returnTo?: string;
  memberLabel?: string;
  memberHref?: string;
} & Omit<ButtonProps, 'children' | 'asChild'>) {
  const { data } = useHeaderData();
  if (data?.viewer) {
    return (
      <Button asChild colorPalette="brand" rounded="full" {...button}>
        <Link to={memberHref}>{memberLabel}</Link>
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="brand" rounded="full" {...button}>
      <a href={paths.login()} {...{ [LOGIN_RETURN_ATTRIBUTE]: returnTo }}>
        {label}
      </a>
    </Button>
  );
}
