import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { DetailImage } from '../../components/content-image';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import {
  eventCostLabel,
  eventPlaceLabel,
  formatEventSchedule,
} from '../../features/event/event-format';
import { EventRegistration } from '../../features/event/event-registration';
import { RegistrationOutcome } from '../../features/event/registration-outcome';
import { paths } from '../../lib/paths';
import { useEventPageData } from './event-page-data';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as containerSizeCss from '../../components/container-size.css';
import * as pageCss from '../../components/page.css';
import * as registerCss from './event-register.css';
import { MemberPart } from '../../lib/member-part';

/**
 * A visitor gets this page, server-rendered, instead of the form: the 'Masuk / Daftar' action
 * stores this path (`login-redirect`) before sign-in, so the member comes back to the form.
 */
function SignInFirst() {
  const { brandName } = usePublicConfig();
  return (
    <div className={registerCss.signIn} data-testid="register-sign-in">
      <h2 className={registerCss.signInTitle}>Masuk untuk mendaftar</h2>
      <p>
        Pendaftaran event khusus member {brandName}. Masuk atau daftar akun dulu, lalu kamu kembali
        ke halaman ini untuk mengisi data peserta.
      </p>
      {/* A full page load: the gateway starts sign-in (state + PKCE) and leaves for the SSO. */}
      <a
        href={paths.login()}
        className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.solid}`}
      >
        Masuk / Daftar
      </a>
    </div>
  );
}

/**
 * An event's registration: the event, then the member's form (Chakra's fields: the route keeps
 * Chakra's runtime for them), or why there is none, or the invitation to sign in first.
 */
export function Component() {
  const { slug = '' } = useParams();
  const { event, viewer, isRegistered } = useEventPageData(slug);
  if (!event) return null;

  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Event', href: paths.events() },
    { label: event.title, href: paths.event(event.slug) },
    { label: 'Daftar' },
  ];

  return (
    <div className={`${containerCss.root} ${containerSizeCss.max3xl} ${registerCss.root}`}>
      <PageHead
        title={`Daftar ${event.title}`}
        description={`Daftar ${event.title}: ${event.shortContent}`}
        image={event.image}
        canonicalPath={paths.eventRegister(event.slug)}
        // A members' form: the event page is what search engines should show.
        robots="noindex, follow"
      />
      <Breadcrumbs items={crumbs} />
      <h1 className={`${pageCss.title} ${registerCss.title}`}>Daftar Event</h1>
      <section aria-label="Event yang kamu daftari" className={registerCss.event}>
        <DetailImage src={event.image} alt="" className={registerCss.eventImage} />
        <div className={registerCss.eventText}>
          <Link to={paths.event(event.slug)} className={registerCss.eventTitle}>
            {event.title}
          </Link>
          <p className={registerCss.eventMuted}>
            {formatEventSchedule(event.startAt, event.endAt)}
          </p>
          <p className={`${registerCss.eventMuted} ${registerCss.eventPlace}`}>
            {eventPlaceLabel(event.venue)}
          </p>
          <p className={registerCss.eventCost}>
            {eventCostLabel(event.pointCost)}
            {event.pointCost > 0 ? ' per peserta' : ''}
          </p>
        </div>
      </section>
      <MemberPart>
        {viewer ? (
          <EventRegistration event={event} isRegistered={isRegistered} member={viewer} />
        ) : event.isPast || event.isFull ? (
          // No point in signing in for an event that cannot take anyone.
          <RegistrationOutcome
            kind={event.isPast ? 'ended' : 'full'}
            focus={false}
            eventSlug={event.slug}
          />
        ) : (
          <SignInFirst />
        )}
      </MemberPart>
    </div>
  );
}
