import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardGrid, useListIsReloading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { EventCard, EventCardSkeleton } from '../../features/event/event-card';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import { EventListQuery, PAGE_SIZE, TABS, tabOf, variablesOf, type Tab } from './event-list-loader';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as listCss from '../../components/list-page.css';
import * as eventListCss from './event-list.css';

/** The two tabs: links (the tab lives in the URL), the current one marked for all readers. */
function WhenTabs(props: { current: Tab }) {
  return (
    <nav aria-label="Waktu event" className={eventListCss.tabs}>
      {TABS.map((tab) => {
        const active = tab.when === props.current.when;
        return (
          <Link
            key={tab.when}
            to={{ search: `?when=${tab.when}` }}
            aria-current={active ? 'page' : undefined}
            preventScrollReset
            data-ripple=""
            className={active ? `${eventListCss.tab} ${eventListCss.tabCurrent}` : eventListCss.tab}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}

const EMPTY = {
  upcoming: {
    title: 'Belum ada event yang akan datang',
    description: 'Event baru segera hadir. Sambil menunggu, lihat keseruan event sebelumnya.',
    action: { label: 'Lihat Event Sudah Lewat', href: `${paths.events()}?when=past` },
  },
  past: {
    title: 'Belum ada event yang sudah lewat',
    description: 'Event yang sudah selesai akan tampil di sini.',
    action: { label: 'Lihat Event Akan Datang', href: `${paths.events()}?when=upcoming` },
  },
} as const;

/** The events, upcoming or past (a tab in the URL). Plain markup. */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  const page = pageNumber(searchParams);
  const { data } = useQuery(EventListQuery, { variables: { ...variablesOf(searchParams), page } });
  const events = data?.events;
  // While another tab loads, its skeletons replace this tab's list or empty state alike.
  const reloading = useListIsReloading();

  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={tab.when === 'past' ? 'Event Sudah Lewat' : 'Event'}
        description={`Event seru untuk member ${brandName}: festival, workshop, konser dan kelas. Daftar gratis atau pakai poin.`}
        canonicalPath={tab.when === 'past' ? `${paths.events()}?when=past` : paths.events()}
      />
      <h1 className={pageCss.title}>Event</h1>
      <p className={listCss.lead}>
        Ikuti event seru bersama member {brandName}, gratis atau dengan poin.
      </p>
      <WhenTabs current={tab} />
      {events && events.items.length === 0 && !reloading ? (
        <EmptyState {...EMPTY[tab.when]} />
      ) : (
        <>
          <CardGrid layout="wide" skeleton={<EventCardSkeleton />} skeletonCount={PAGE_SIZE}>
            {events?.items.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} priority={index === 0} />
              </li>
            ))}
          </CardGrid>
          <LoadMoreLink pageInfo={events?.pageInfo} />
        </>
      )}
    </div>
  );
}
