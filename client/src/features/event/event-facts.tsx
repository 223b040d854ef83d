import type { ReactNode } from 'react';
import { formatPoint } from '../../lib/format';
import { mapSearchUrl } from '../../lib/map-link';
import { eventPlaceLabel, formatEventSchedule, type VenueLike } from './event-format';
import { CalendarIcon, PinIcon, SeatIcon } from './event-icons';

export interface EventFactsData {
  startAt: string;
  endAt: string;
  quota: number;
  quotaLeft: number;
  venue: VenueLike | null;
}

/** The street address, with the city unless the address already ends with it. */
function venueAddress(venue: VenueLike): string {
  if (!venue.city || venue.address.trim().toLowerCase().endsWith(venue.city.toLowerCase())) {
    return venue.address;
  }
  return [venue.address, venue.city].filter(Boolean).join(', ');
}

function Fact(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="mv-event-fact">
      <span className="mv-event-fact__icon" aria-hidden="true">
        {props.icon}
      </span>
      <div className="mv-event-fact__body">
        <p className="mv-event-fact__label">{props.label}</p>
        <div className="mv-event-fact__value">{props.children}</div>
      </div>
    </li>
  );
}

/** "Sisa kuota 163 dari 200", with a bar of the seats taken. */
export function QuotaLeft(props: { quota: number; quotaLeft: number }) {
  const taken = Math.max(0, props.quota - props.quotaLeft);
  const full = props.quotaLeft === 0;
  return (
    <div className="mv-quota">
      <p>{`Sisa kuota ${formatPoint(props.quotaLeft)} dari ${formatPoint(props.quota)}`}</p>
      {/* The sentence above says it all; the bar is only a picture of it. */}
      <div className="mv-quota__bar" aria-hidden="true">
        <div
          className={full ? 'mv-quota__taken mv-quota__taken--full' : 'mv-quota__taken'}
          style={{ width: `${props.quota > 0 ? Math.round((taken / props.quota) * 100) : 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * When, where and how many seats are left: the facts of an event page, as static markup on
 * theme/event-css.ts.
 */
export function EventFacts({ event }: { event: EventFactsData }) {
  const { venue } = event;
  return (
    <ul className="mv-event-facts">
      <Fact icon={<CalendarIcon className="mv-icon mv-icon--5" />} label="Tanggal dan waktu">
        <time dateTime={event.startAt}>{formatEventSchedule(event.startAt, event.endAt)}</time>
      </Fact>
      <Fact icon={<PinIcon className="mv-icon mv-icon--5" />} label="Lokasi">
        {venue ? (
          <div className="mv-event-fact__venue">
            <p>{venue.name}</p>
            <p className="mv-event-fact__address">{venueAddress(venue)}</p>
            <a
              href={mapSearchUrl(venue)}
              target="_blank"
              rel="noopener noreferrer"
              className="mv-link mv-event-fact__map"
            >
              Lihat di peta
              <span className="mv-sr-only"> (membuka tab baru)</span>
            </a>
          </div>
        ) : (
          <p>{eventPlaceLabel(null)}</p>
        )}
      </Fact>
      <Fact icon={<SeatIcon className="mv-icon mv-icon--5" />} label="Kuota">
        <QuotaLeft quota={event.quota} quotaLeft={event.quotaLeft} />
      </Fact>
    </ul>
  );
}
