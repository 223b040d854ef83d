import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
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

/** The two tabs: links (the tab lives in the URL), the current one marked for all readers. */
function WhenTabs(props: { current: Tab }) {
  return (
    <HStack as="nav" aria-label="Waktu event" gap="2" mt="5" mb="5">
      {TABS.map((tab) => {
        const active = tab.when === props.current.when;
        return (
          <Box
            key={tab.when}
            asChild
            px="4"
            py="2"
            rounded="full"
            fontSize="sm"
            fontWeight="semibold"
            borderWidth="1px"
            borderColor={active ? 'brand.500' : 'border'}
            bg={active ? 'brand.500' : 'white'}
            color={active ? 'white' : 'fg'}
            _hover={active ? undefined : { borderColor: 'brand.300', color: 'brand.700' }}
            data-ripple=""
          >
            <Link
              to={{ search: `?when=${tab.when}` }}
              aria-current={active ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </Box>
        );
      })}
    </HStack>
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
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <PageHead
        title={tab.when === 'past' ? 'Event Sudah Lewat' : 'Event'}
        description={`Event seru untuk member ${brandName}: festival, workshop, konser dan kelas. Daftar gratis atau pakai poin.`}
        canonicalPath={tab.when === 'past' ? `${paths.events()}?when=past` : paths.events()}
      />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Event
      </Heading>
      <Text mt="1" color="fg.muted">
        Ikuti event seru bersama member {brandName}, gratis atau dengan poin.
      </Text>
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
          {events ? (
            <LoadMoreLink page={events.pageInfo.page} hasNextPage={events.pageInfo.hasNextPage} />
          ) : null}
        </>
      )}
    </Container>
  );
}
