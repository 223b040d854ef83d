import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { rememberLoginRedirect } from '../../lib/login-redirect';
import * as buttonCss from '../../components/button.css';
import * as eventCss from './event.css';

/** Why an event cannot take a registration, or null when it can. */
function registrationClosedReason(event: { isPast: boolean; isFull: boolean }) {
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
 * markup on event.css.ts and the shared button classes.
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
      <div className={eventCss.register}>
        <p role="status" className={eventCss.registerDone}>
          Kamu sudah terdaftar
        </p>
        <Link
          to={paths.accountVoucher()}
          className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline} ${eventCss.registerButton}`}
        >
          Lihat Tiket Saya
        </Link>
      </div>
    );
  }

  const reason = registrationClosedReason(props);
  if (reason) {
    return (
      <div className={eventCss.register}>
        <button
          type="button"
          disabled
          className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.solid} ${eventCss.registerButton}`}
          aria-describedby={reasonId}
        >
          Daftar
        </button>
        <p id={reasonId} className={`${eventCss.registerNote} ${eventCss.registerNoteClosed}`}>
          {reason}
        </p>
      </div>
    );
  }

  return (
    <div className={eventCss.register}>
      <Link
        to={registerPath}
        onClick={props.signedIn ? undefined : signInFirst(registerPath)}
        aria-describedby={props.signedIn ? undefined : reasonId}
        className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.solid} ${eventCss.registerButton}`}
      >
        Daftar
      </Link>
      {props.signedIn ? null : (
        <p id={reasonId} className={eventCss.registerNote}>
          Masuk dulu untuk mendaftar, lalu kamu langsung ke formulir pendaftaran.
        </p>
      )}
    </div>
  );
}
