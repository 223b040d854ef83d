import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InputField, registered } from '../../components/form-field';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { useIdempotencyIntent } from '../../lib/idempotency-key';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { RegistrationOutcome } from './registration-outcome';
import { attendeeSchema, type Attendee, type AttendeeValues } from './registration-schema';
import { rateLimitRefusal } from '../../lib/rate-limited';
import * as buttonCss from '../../components/button.css';
import * as spinnerCss from '../../components/spinner.css';
import * as registrationCss from './registration.css';

/**
 * The answer selects what the page shows after it: the member's new balance (the header's
 * points) and the event's fresh seats and flag, updated in the cache by their ids.
 */
const RegisterForEventMutation = graphql(`
  mutation RegisterForEvent($input: EventRegistrationInput!) {
    registerForEvent(input: $input) {
      ok
      error {
        code
        message
      }
      registration {
        code
        qrCode
        pointUsed
      }
      viewer {
        point
      }
      event {
        id
        quotaLeft
        isFull
        isRegistered
      }
    }
  }
`);

export interface RegistrationEvent {
  id: string;
  slug: string;
  title: string;
  pointCost: number;
  isPast: boolean;
  isFull: boolean;
}

export interface RegistrationMember {
  user: { fullName: string; email: string | null; phone: string | null };
  point: number | null;
}

type Outcome =
  | { kind: 'registered'; code: string; qrCode: string; pointUsed: number }
  | { kind: 'refused'; code: string; message: string };

const NETWORK_FAILURE = {
  kind: 'refused',
  code: 'network',
  message: 'Pendaftaran belum terkirim. Periksa koneksi internet kamu, lalu coba lagi.',
} as const;

function rateLimitRefusalOutcome(error: unknown): Outcome | null {
  const refusal = rateLimitRefusal(error);
  return refusal ? { kind: 'refused', ...refusal.error } : null;
}

function RefusalAlert(props: { id?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div id={props.id} role="alert" className={registrationCss.refusal}>
      <p>{props.children}</p>
      {props.action}
    </div>
  );
}

function PointSummary(props: { pointCost: number; balance: number | null }) {
  return (
    <div className={registrationCss.points} data-testid="point-summary">
      <div className={registrationCss.pointsRow}>
        <p className={registrationCss.pointsLabel}>Biaya pendaftaran</p>
        <p className={registrationCss.pointsValue}>{formatPoints(props.pointCost)}</p>
      </div>
      <div className={registrationCss.pointsRow}>
        <p className={registrationCss.pointsLabel}>Poin kamu</p>
        <p className={registrationCss.pointsValue}>
          {props.balance == null ? 'Tidak diketahui' : formatPoints(props.balance)}
        </p>
      </div>
    </div>
  );
}

/**
 * A member's registration for one event: the form (name, e-mail, phone, prefilled from the
 * member), then what came of it: registered (ticket code), already registered, full, over.
 */
export function EventRegistration(props: {
  event: RegistrationEvent;
  isRegistered: boolean;
  member: RegistrationMember;
}) {
  const { event, member } = props;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [registerForEvent] = useMutation(RegisterForEventMutation);
  // Kept when the answer is lost (network error), so the retry cannot register twice.
  const intent = useIdempotencyIntent();
  const hydrated = useHydrated();
  const shortageId = useId();
  const refusalRef = useRef<HTMLDivElement>(null);

  const defaults: AttendeeValues = {
    name: member.user.fullName,
    email: member.user.email ?? '',
    phoneNumber: member.user.phone ?? '',
  };
  const form = useForm<AttendeeValues, unknown, Attendee>({
    resolver: zodResolver(attendeeSchema),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const refused = outcome?.kind === 'refused' ? outcome : null;
  // A refusal's message is announced (role=alert); move focus there too so it is seen.
  useEffect(() => {
    if (refused) refusalRef.current?.focus();
  }, [refused]);

  if (outcome?.kind === 'registered') {
    return (
      <RegistrationOutcome
        kind="registered"
        focus
        eventSlug={event.slug}
        eventTitle={event.title}
        ticket={outcome}
        balance={member.point}
      />
    );
  }
  const cameFromSubmit = refused !== null;
  if (props.isRegistered || refused?.code === 'already_registered') {
    return <RegistrationOutcome kind="already" focus={cameFromSubmit} eventSlug={event.slug} />;
  }
  if (event.isPast || refused?.code === 'event_ended') {
    return <RegistrationOutcome kind="ended" focus={cameFromSubmit} eventSlug={event.slug} />;
  }
  if (event.isFull || refused?.code === 'quota_full') {
    return <RegistrationOutcome kind="full" focus={cameFromSubmit} eventSlug={event.slug} />;
  }

  const missing =
    event.pointCost > 0 && member.point != null ? Math.max(0, event.pointCost - member.point) : 0;

  const onSubmit = async (attendee: Attendee) => {
    setOutcome(null);
    try {
      const input = { eventId: event.id, pointUsed: event.pointCost, attendees: [attendee] };
      const { data } = await registerForEvent({
        variables: { input: { ...input, idempotencyKey: intent.keyFor(input) } },
      });
      const result = data?.registerForEvent;
      intent.settle();
      if (result?.ok && result.registration) {
        setOutcome({ kind: 'registered', ...result.registration });
      } else {
        setOutcome({
          kind: 'refused',
          code: result?.error?.code ?? 'unknown',
          message: result?.error?.message ?? NETWORK_FAILURE.message,
        });
      }
    } catch (error) {
      setOutcome(rateLimitRefusalOutcome(error) ?? NETWORK_FAILURE);
    }
  };

  const refusalText = (() => {
    if (!refused) return null;
    if (refused.code === 'insufficient_points') {
      return missing > 0
        ? `Poin kamu tidak cukup: kurang ${formatPoints(missing)} untuk mendaftar event ini.`
        : refused.message;
    }
    if (refused.code === 'UNAUTHENTICATED') {
      return 'Sesi kamu sudah berakhir. Masuk lagi untuk mendaftar; isian kamu perlu diisi ulang.';
    }
    return refused.message;
  })();

  return (
    <form
      noValidate
      method="post"
      aria-label="Formulir pendaftaran event"
      onSubmit={handleSubmit(onSubmit)}
      className={registrationCss.root}
    >
      <InputField
        label="Nama"
        required
        {...registered(form, 'name')}
        defaultValue={defaults.name}
        autoComplete="name"
        bg="white"
      />
      <InputField
        label="Email"
        required
        {...registered(form, 'email')}
        defaultValue={defaults.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        bg="white"
      />
      <InputField
        label="Nomor HP"
        required
        helper="Contoh: 081234567890"
        {...registered(form, 'phoneNumber')}
        defaultValue={defaults.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        bg="white"
      />

      {event.pointCost > 0 ? (
        <PointSummary pointCost={event.pointCost} balance={member.point} />
      ) : null}
      {missing > 0 && refused?.code !== 'insufficient_points' ? (
        <RefusalAlert id={shortageId}>
          Poin kamu kurang {formatPoints(missing)} untuk mendaftar event ini.
        </RefusalAlert>
      ) : null}
      {refusalText ? (
        <div ref={refusalRef} tabIndex={-1} className={registrationCss.refusalFocus}>
          <RefusalAlert
            id={refused?.code === 'insufficient_points' ? shortageId : undefined}
            action={
              refused?.code === 'UNAUTHENTICATED' ? (
                <a
                  href={paths.login()}
                  className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.solid} ${registrationCss.refusalAction}`}
                >
                  Masuk / Daftar
                </a>
              ) : null
            }
          >
            {refusalText}
          </RefusalAlert>
        </div>
      ) : null}

      <button
        type="submit"
        className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.solid}`}
        disabled={isSubmitting || !hydrated || missing > 0}
        data-loading={isSubmitting ? '' : undefined}
        aria-describedby={missing > 0 ? shortageId : undefined}
      >
        {isSubmitting ? (
          // Chakra's loading text: the spinner, then the text in the label's place.
          <span className={buttonCss.loading}>
            <span className={spinnerCss.root} />
            Mendaftarkan…
          </span>
        ) : (
          'Daftar Sekarang'
        )}
      </button>
      <p className={registrationCss.note}>
        {event.pointCost > 0
          ? `${formatPoints(event.pointCost)} dipotong dari saldo kamu saat pendaftaran berhasil.`
          : 'Pendaftaran gratis untuk member.'}
      </p>
    </form>
  );
}
