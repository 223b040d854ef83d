import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { eventCostLabel, eventPlaceLabel } from './event-format';
import { CalendarIcon, PinIcon } from './event-icons';
import * as badgeCss from '../../components/badge.css';
import * as cardCss from '../../components/card.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';
import * as eventCss from './event.css';
import * as iconCss from '../../components/icon.css';
import * as skeletonCss from '../../components/skeleton.css';

export const EventCardFragment = graphql(`
  fragment EventCard_event on Event {
    id
    slug
    title
    image
    startAt
    pointCost
    isFull
    isPast
    venue {
      name
      city
    }
  }
`);

/** An over or full event says so on its image; an open one says nothing. */
function EventStatusBadge(props: { isPast: boolean; isFull: boolean }) {
  if (!props.isPast && !props.isFull) return null;
  return (
    <span
      className={`${badgeCss.root} ${props.isPast ? badgeCss.gray : badgeCss.red} ${cardCss.badge}`}
    >
      {props.isPast ? 'Selesai' : 'Kuota penuh'}
    </span>
  );
}

/**
 * One event in any list: image, date and time, title, place, cost. The whole card links to
 * the event page.
 */
export function EventCard(props: {
  event: FragmentType<typeof EventCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
  /** How wide its picture is drawn, as `sizes`, where the list is not the card grid. */
  imageSizes?: string;
}) {
  const event = fragmentData(EventCardFragment, props.event);

  return (
    <CardLink to={paths.event(event.slug)} testId="event-card">
      <div className={cardCss.media}>
        <ContentImage
          src={event.image}
          alt={event.title}
          width={800}
          height={450}
          priority={props.priority}
          sizes={props.imageSizes}
        />
        <EventStatusBadge isPast={event.isPast} isFull={event.isFull} />
      </div>
      <div className={cardCss.body}>
        <div className={`${eventCss.cardRow} ${eventCss.cardRowWhen}`}>
          <CalendarIcon className={`${iconCss.root} ${iconCss.size35}`} />
          <time dateTime={event.startAt}>{formatDateTime(event.startAt)}</time>
        </div>
        <p className={cardCss.title}>{event.title}</p>
        <div className={`${eventCss.cardRow} ${eventCss.cardRowWhere}`}>
          <PinIcon className={`${iconCss.root} ${iconCss.size35}`} />
          <p className={cardCss.truncate}>{eventPlaceLabel(event.venue)}</p>
        </div>
        <p className={`${cardCss.cost} ${cardCss.metaLast} ${eventCss.cardCostSpaced}`}>
          {eventCostLabel(event.pointCost)}
        </p>
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function EventCardSkeleton() {
  return (
    <div className={cardSkeletonCss.root} aria-hidden="true">
      <SkeletonBlock className={skeletonCss.media} style={{ aspectRatio: '800 / 450' }} />
      {/* The card's rows as measured: date, two title lines, place, cost (with its 4px). */}
      <div className={`${cardSkeletonCss.body} ${eventCss.cardSkeletonBodyEvent}`}>
        <SkeletonBlock style={{ height: '18px', width: '60%' }} />
        <SkeletonBlock style={{ height: '42px' }} />
        <SkeletonBlock style={{ height: '18px', width: '50%' }} />
        <SkeletonBlock style={{ height: '21px', width: '30%', marginTop: '0.25rem' }} />
      </div>
    </div>
  );
}
