import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import * as buttonCss from '../../components/button.css';
import * as registrationCss from './registration.css';

// Only a successful registration draws a QR code: its code loads then, not with the form.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);
/** The QR's size in pixels (registration.css.ts's `outcomeQrPending` keeps its place). */
const QR_SIZE = 168;

/** A panel's heading; it takes the focus when the panel replaced the form after a submit. */
function OutcomeHeading(props: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={registrationCss.outcomeTitle}>
      {props.children}
    </h2>
  );
}

const TONES = {
  green: registrationCss.outcomeGreen,
  red: registrationCss.outcomeRed,
  gray: registrationCss.outcomeGray,
} as const;

function Panel(props: { tone: keyof typeof TONES; testId: string; children: ReactNode }) {
  return (
    <div className={`${registrationCss.outcome} ${TONES[props.tone]}`} data-testid={props.testId}>
      {props.children}
    </div>
  );
}

function Actions(props: { children: ReactNode }) {
  return <div className={registrationCss.outcomeActions}>{props.children}</div>;
}

/** A button-looking link in the brand colour: filled, or outlined (the way back). */
const SOLID = `${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`;
const OUTLINE = `${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline}`;

/** Why there is no form, with the way on: to the member's tickets, or to other events. */
const NOTICES = {
  already: {
    tone: 'green',
    testId: 'registration-already',
    title: 'Kamu sudah terdaftar di event ini',
    text: 'Satu akun cukup mendaftar sekali. Tiket kamu ada di Voucher Saya.',
    next: 'tickets',
  },
  full: {
    tone: 'red',
    testId: 'registration-full',
    title: 'Kuota penuh',
    text: 'Maaf, semua kursi event ini sudah terisi. Yuk, cari event lain yang masih buka.',
    next: 'events',
  },
  ended: {
    tone: 'gray',
    testId: 'registration-ended',
    title: 'Event ini sudah selesai',
    text: 'Pendaftaran sudah ditutup. Lihat event lain yang akan datang.',
    next: 'events',
  },
} as const satisfies Record<
  string,
  { tone: keyof typeof TONES; testId: string; title: string; text: string; next: string }
>;

type OutcomeProps =
  | {
      kind: 'registered';
      focus: boolean;
      eventSlug: string;
      eventTitle: string;
      ticket: { code: string; qrCode: string; pointUsed: number };
      balance: number | null;
    }
  | { kind: keyof typeof NOTICES; focus: boolean; eventSlug: string };

/** What the register page shows instead of the form: the ticket, or why there is no form. */
export function RegistrationOutcome(props: OutcomeProps) {
  const backToEvent = (
    <Link to={paths.event(props.eventSlug)} className={OUTLINE}>
      Kembali ke Event
    </Link>
  );
  const myTickets = (
    <Link to={paths.accountVoucher()} className={SOLID}>
      Lihat Tiket Saya
    </Link>
  );

  if (props.kind !== 'registered') {
    const notice = NOTICES[props.kind];
    return (
      <Panel tone={notice.tone} testId={notice.testId}>
        <OutcomeHeading focus={props.focus}>{notice.title}</OutcomeHeading>
        <p>{notice.text}</p>
        <Actions>
          {notice.next === 'tickets' ? (
            myTickets
          ) : (
            <Link to={paths.events()} className={SOLID}>
              Lihat Event Lain
            </Link>
          )}
          {backToEvent}
        </Actions>
      </Panel>
    );
  }
  return (
    <Panel tone="green" testId="registration-success">
      <OutcomeHeading focus={props.focus}>Pendaftaran berhasil</OutcomeHeading>
      <p>
        Kamu terdaftar di <strong>{props.eventTitle}</strong>. Tunjukkan kode tiket ini di meja
        registrasi.
      </p>
      <div className={registrationCss.outcomeQr}>
        <Suspense fallback={<div className={registrationCss.outcomeQrPending} />}>
          <QRCodeSVG value={props.ticket.qrCode} size={QR_SIZE} title="QR kode tiket" />
        </Suspense>
      </div>
      <div>
        <p className={registrationCss.outcomeLabel}>Kode tiket</p>
        <p className={registrationCss.outcomeCode} data-testid="ticket-code">
          {props.ticket.code}
        </p>
      </div>
      {props.ticket.pointUsed > 0 ? (
        <p className={registrationCss.outcomeNote}>
          {formatPoints(props.ticket.pointUsed)} sudah dipakai
          {props.balance != null ? `; sisa poin kamu ${formatPoints(props.balance)}` : ''}.
        </p>
      ) : null}
      <Actions>
        {myTickets}
        {backToEvent}
      </Actions>
    </Panel>
  );
}
