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

/**
 * The event page's call to action: "Daftar", or why not, or that the member already is. Static
 * markup on theme/event-css.ts and shell-css.ts's `mv-button`.
 */
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
      <div className="mv-register">
        <p role="status" className="mv-register__done">
          Kamu sudah terdaftar
        </p>
        <Link
          to={paths.accountVoucher()}
          className="mv-button mv-button--md mv-button--brand mv-button--outline mv-register__button"
        >
          Lihat Tiket Saya
        </Link>
      </div>
    );
  }

  const reason = registrationClosedReason(props);
  if (reason) {
    return (
      <div className="mv-register">
        <button
          type="button"
          disabled
          className="mv-button mv-button--lg mv-button--solid mv-register__button"
          aria-describedby={reasonId}
        >
          Daftar
        </button>
        <p id={reasonId} className="mv-register__note mv-register__note--closed">
          {reason}
        </p>
      </div>
    );
  }

  return (
    <div className="mv-register">
      <Link
        to={registerPath}
        onClick={props.signedIn ? undefined : signInFirst(registerPath)}
        aria-describedby={props.signedIn ? undefined : reasonId}
        className="mv-button mv-button--lg mv-button--brand mv-button--solid mv-register__button"
      >
        Daftar
      </Link>
      {props.signedIn ? null : (
        <p id={reasonId} className="mv-register__note">
          Masuk dulu untuk mendaftar, lalu kamu langsung ke formulir pendaftaran.
        </p>
      )}
    </div>
  );
}
