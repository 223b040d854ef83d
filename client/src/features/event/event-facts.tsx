import type { ReactNode } from 'react';
import { formatPoint } from '../../lib/format';
import { mapSearchUrl } from '../../lib/map-link';
import { eventPlaceLabel, formatEventSchedule, type VenueLike } from './event-format';
import { CalendarIcon, PinIcon, SeatIcon } from './event-icons';
import * as srOnlyCss from '../../components/sr-only.css';
import * as eventCss from './event.css';
import * as iconCss from '../../components/icon.css';
import * as linkCss from '../../components/link.css';

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
    <li className={eventCss.eventFact}>
      <span className={eventCss.eventFactIcon} aria-hidden="true">
        {props.icon}
      </span>
      <div className={eventCss.eventFactBody}>
        <p className={eventCss.eventFactLabel}>{props.label}</p>
        <div className={eventCss.eventFactValue}>{props.children}</div>
      </div>
    </li>
  );
}

/** "Sisa kuota 163 dari 200", with a bar of the seats taken. */
function QuotaLeft(props: { quota: number; quotaLeft: number }) {
  const taken = Math.max(0, props.quota - props.quotaLeft);
  const full = props.quotaLeft === 0;
  return (
    <div className={eventCss.quota}>
      <p>{`Sisa kuota ${formatPoint(props.quotaLeft)} dari ${formatPoint(props.quota)}`}</p>
      {/* The sentence above says it all; the bar is only a picture of it. */}
      <div className={eventCss.quotaBar} aria-hidden="true">
        <div
          className={
            full ? `${eventCss.quotaTaken} ${eventCss.quotaTakenFull}` : eventCss.quotaTaken
          }
          style={{ width: `${props.quota > 0 ? Math.round((taken / props.quota) * 100) : 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * When, where and how many seats are left: the facts of an event page, as static markup on
 * event.css.ts.
 */
export function EventFacts({ event }: { event: EventFactsData }) {
  const { venue } = event;
  return (
    <ul className={eventCss.eventFacts}>
      <Fact
        icon={<CalendarIcon className={`${iconCss.root} ${iconCss.size5}`} />}
        label="Tanggal dan waktu"
      >
        <time dateTime={event.startAt}>{formatEventSchedule(event.startAt, event.endAt)}</time>
      </Fact>
      <Fact icon={<PinIcon className={`${iconCss.root} ${iconCss.size5}`} />} label="Lokasi">
        {venue ? (
          <div className={eventCss.eventFactVenue}>
            <p>{venue.name}</p>
            <p className={eventCss.eventFactAddress}>{venueAddress(venue)}</p>
            <a
              href={mapSearchUrl(venue)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkCss.root} ${eventCss.eventFactMap}`}
            >
              Lihat di peta
              <span className={srOnlyCss.srOnly}> (membuka tab baru)</span>
            </a>
          </div>
        ) : (
          <p>{eventPlaceLabel(null)}</p>
        )}
      </Fact>
      <Fact icon={<SeatIcon className={`${iconCss.root} ${iconCss.size5}`} />} label="Kuota">
        <QuotaLeft quota={event.quota} quotaLeft={event.quotaLeft} />
      </Fact>
    </ul>
  );
}
