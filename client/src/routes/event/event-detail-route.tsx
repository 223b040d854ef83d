import { useParams } from 'react-router-dom';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { DetailImage } from '../../components/content-image';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { EventFacts } from '../../features/event/event-facts';
import { eventCostLabel } from '../../features/event/event-format';
import { eventJsonLd } from '../../features/event/event-json-ld';
import { EventRegisterAction } from '../../features/event/event-register-action';
import { paths } from '../../lib/paths';
import { useEventPageData } from './event-page-data';
import * as containerCss from '../../components/container.css';
import * as eventCss from './event.css';
import { MemberPart } from '../../lib/member-part';

/**
 * An event: its banner, facts, registration and description. Plain elements on the static
 * classes of event.css.ts: the page renders without Chakra's runtime.
 */
export function Component() {
  const { slug = '' } = useParams();
  const { event, viewer, isRegistered } = useEventPageData(slug);
  const origin = useSiteOrigin();
  const { brandName } = usePublicConfig();
  if (!event) return null;

  const path = paths.event(event.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Event', href: paths.events() },
    { label: event.title },
  ];

  return (
    <div className={`${containerCss.root} ${eventCss.eventDetail}`}>
      <PageHead
        title={event.title}
        description={event.shortContent}
        image={event.image}
        canonicalPath={path}
        jsonLd={[
          eventJsonLd(event, {
            url: `${origin}${path}`,
            organizer: { name: brandName, url: `${origin}/` },
          }),
          breadcrumbJsonLd(crumbs, origin, path),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <div className={eventCss.eventDetailGrid}>
        <div className={eventCss.eventDetailBanner}>
          <DetailImage src={event.image} alt={event.title} className={eventCss.eventDetailImage} />
          <h1 className={eventCss.eventDetailTitle}>{event.title}</h1>
          <p className={eventCss.eventDetailLead}>{event.shortContent}</p>
        </div>
        <div className={eventCss.eventDetailFacts}>
          <EventFacts event={event} />
        </div>
        {/*
          On a phone the action sticks to the bottom of the screen until its place in the page
          scrolls into view (it never covers the description); beside the page on a desktop.
        */}
        <aside aria-label="Pendaftaran" className={eventCss.eventDetailAction}>
          <div className={eventCss.eventDetailActionRow}>
            <div className={eventCss.eventDetailCost}>
              <p className={eventCss.eventDetailCostLabel}>Biaya pendaftaran</p>
              <p className={eventCss.eventDetailCostValue}>{eventCostLabel(event.pointCost)}</p>
              {event.pointCost > 0 ? (
                <p className={eventCss.eventDetailCostLabel}>per peserta</p>
              ) : null}
            </div>
            <div className={eventCss.eventDetailRegister}>
              <MemberPart>
                <EventRegisterAction
                  slug={event.slug}
                  isPast={event.isPast}
                  isFull={event.isFull}
                  isRegistered={isRegistered}
                  signedIn={Boolean(viewer)}
                />
              </MemberPart>
            </div>
          </div>
        </aside>
        <section className={eventCss.eventDetailAbout} aria-labelledby="event-about-heading">
          <h2 className={eventCss.eventDetailAboutTitle} id="event-about-heading">
            Tentang Event
          </h2>
          <HtmlContent html={event.content} />
        </section>
      </div>
    </div>
  );
}
