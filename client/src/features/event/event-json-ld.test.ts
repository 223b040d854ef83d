import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';

const base = {
  title: 'Konser Akustik Senja',
  shortContent: 'Konser akustik di taman.',
  image: 'https://cdn.example/konser.svg',
  startAt: '2026-12-02T11:00:00.000Z',
  endAt: '2026-12-02T15:00:00.000Z',
  pointCost: 0,
  isFull: false,
  venue: {
    name: 'Taman Budaya',
    address: 'Jl. Sudirman No. 10, Jakarta Pusat',
    city: 'Jakarta Pusat',
    latitude: -6.2,
    longitude: 106.8,
  },
};
const options = {
  url: 'https://www.myvalue.id/event/konser-akustik-senja',
  organizer: { name: 'MyValue', url: 'https://www.myvalue.id/' },
};

describe('eventJsonLd', () => {
  it('describes a free event at a place', () => {
    expect(eventJsonLd(base, options)).toMatchObject({
      '@type': 'Event',
      name: 'Konser Akustik Senja',
      startDate: base.startAt,
      endDate: base.endAt,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { addressLocality: 'Jakarta Pusat', addressCountry: 'ID' },
        geo: { latitude: -6.2, longitude: 106.8 },
      },
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
  });

  it('notes the points of a paid event instead of a price, and says when it is full', () => {
    const json = eventJsonLd({ ...base, pointCost: 2500, isFull: true }, options);
    expect(json.isAccessibleForFree).toBeUndefined();
    expect(json.offers).toEqual({
      '@type': 'Offer',
      url: options.url,
      availability: 'https://schema.org/SoldOut',
      description: '2.500 poin per peserta (poin member)',
    });
  });

  it('places an event without a venue online', () => {
    expect(eventJsonLd({ ...base, venue: null }, options)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: options.url },
    });
  });
});
