import { formatPoints } from '../../lib/format';
import type { VenueLike } from './event-format';

export interface EventForJsonLd {
  title: string;
  shortContent: string;
  image: string;
  startAt: string;
  endAt: string;
  pointCost: number;
  isFull: boolean;
  venue: VenueLike | null;
}

const SCHEMA = 'https://schema.org';

/**
 * schema.org `Event` for search engines' event results. Points are not a currency, so a paid
 * event's offer carries its price as a note (`description`) rather than a `price`; a free one
 * is `isAccessibleForFree` with a price of 0.
 */
export function eventJsonLd(
  event: EventForJsonLd,
  options: { url: string; organizer: { name: string; url: string } },
): Record<string, unknown> {
  const { venue } = event;
  const location = venue
    ? {
        '@type': 'Place',
        name: venue.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: venue.address,
          addressLocality: venue.city,
          addressCountry: 'ID',
        },
        ...(venue.latitude != null && venue.longitude != null
          ? {
              geo: {
                '@type': 'GeoCoordinates',
                latitude: venue.latitude,
                longitude: venue.longitude,
              },
            }
          : {}),
      }
    : { '@type': 'VirtualLocation', url: options.url };
  const free = event.pointCost <= 0;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: options.url,
    availability: `${SCHEMA}/${event.isFull ? 'SoldOut' : 'InStock'}`,
    ...(free
      ? { price: 0, priceCurrency: 'IDR' }
      : { description: `${formatPoints(event.pointCost)} per peserta (poin member)` }),
  };

  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    description: event.shortContent,
    image: [event.image],
    startDate: event.startAt,
    endDate: event.endAt,
    url: options.url,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/${venue ? 'OfflineEventAttendanceMode' : 'OnlineEventAttendanceMode'}`,
    location,
    organizer: { '@type': 'Organization', ...options.organizer },
    ...(free ? { isAccessibleForFree: true } : {}),
    offers: offer,
  };
}
