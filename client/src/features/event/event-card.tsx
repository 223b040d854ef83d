import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Skeleton, Stack } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { eventCostLabel, eventPlaceLabel } from './event-format';
import { CalendarIcon, PinIcon } from './event-icons';

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
    <Badge
      className="mv-card__badge"
      size="sm"
      variant="solid"
      colorPalette={props.isPast ? 'gray' : 'red'}
    >
      {props.isPast ? 'Selesai' : 'Kuota penuh'}
    </Badge>
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
}) {
  const { data: event, complete } = useFragment({ fragment: EventCardFragment, from: props.event });
  if (!complete) return <EventCardSkeleton />;

  return (
    <CardLink to={paths.event(event.slug)} testId="event-card">
      <div className="mv-card__media">
        <ContentImage
          src={event.image}
          alt={event.title}
          width={800}
          height={450}
          priority={props.priority}
        />
        <EventStatusBadge isPast={event.isPast} isFull={event.isFull} />
      </div>
      <div className="mv-card__body">
        <div className="mv-card__row mv-card__row--when">
          <CalendarIcon boxSize="3.5" flexShrink="0" aria-hidden="true" />
          <time dateTime={event.startAt}>{formatDateTime(event.startAt)}</time>
        </div>
        <p className="mv-card__title">{event.title}</p>
        <div className="mv-card__row mv-card__row--where">
          <PinIcon boxSize="3.5" flexShrink="0" aria-hidden="true" />
          <p className="mv-card__truncate">{eventPlaceLabel(event.venue)}</p>
        </div>
        <p className="mv-card__cost mv-card__meta--last mv-card__cost--spaced">
          {eventCostLabel(event.pointCost)}
        </p>
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function EventCardSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="800 / 450" rounded="none" />
      {/* The card's rows as measured: date, two title lines, place, cost (with its 4px). */}
      <Stack gap="1.5" p="3">
        <Skeleton height="18px" width="60%" />
        <Skeleton height="42px" />
        <Skeleton height="18px" width="50%" />
        <Skeleton height="21px" width="30%" mt="1" />
      </Stack>
    </Box>
  );
}
