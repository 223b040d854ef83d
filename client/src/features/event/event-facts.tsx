import { Box, HStack, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
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
    <HStack as="li" align="start" gap="3">
      <Box
        flexShrink="0"
        display="grid"
        placeItems="center"
        boxSize="9"
        rounded="md"
        bg="brand.50"
        color="brand.600"
        aria-hidden="true"
      >
        {props.icon}
      </Box>
      <Box minW="0">
        <Text fontSize="xs" color="fg.muted">
          {props.label}
        </Text>
        <Box fontSize="sm" fontWeight="medium">
          {props.children}
        </Box>
      </Box>
    </HStack>
  );
}

/** "Sisa kuota 163 dari 200", with a bar of the seats taken. */
export function QuotaLeft(props: { quota: number; quotaLeft: number }) {
  const taken = Math.max(0, props.quota - props.quotaLeft);
  return (
    <Stack gap="1.5">
      <Text>{`Sisa kuota ${formatPoint(props.quotaLeft)} dari ${formatPoint(props.quota)}`}</Text>
      {/* The sentence above says it all; the bar is only a picture of it. */}
      <Box h="1.5" maxW="60" rounded="full" bg="gray.200" overflow="hidden" aria-hidden="true">
        <Box
          h="full"
          rounded="full"
          bg={props.quotaLeft === 0 ? 'red.500' : 'brand.500'}
          style={{ width: `${props.quota > 0 ? Math.round((taken / props.quota) * 100) : 100}%` }}
        />
      </Box>
    </Stack>
  );
}

/** When, where and how many seats are left: the facts of an event page. */
export function EventFacts({ event }: { event: EventFactsData }) {
  const { venue } = event;
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      <Fact
        icon={
          <Icon boxSize="5">
            <CalendarIcon />
          </Icon>
        }
        label="Tanggal dan waktu"
      >
        <time dateTime={event.startAt}>{formatEventSchedule(event.startAt, event.endAt)}</time>
      </Fact>
      <Fact
        icon={
          <Icon boxSize="5">
            <PinIcon />
          </Icon>
        }
        label="Lokasi"
      >
        {venue ? (
          <Stack gap="0.5">
            <Text>{venue.name}</Text>
            <Text color="fg.muted" fontWeight="normal">
              {venueAddress(venue)}
            </Text>
            <ChakraLink
              href={mapSearchUrl(venue)}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.600"
              fontWeight="semibold"
              w="fit-content"
            >
              Lihat di peta
              <Box as="span" srOnly>
                {' '}
                (membuka tab baru)
              </Box>
            </ChakraLink>
          </Stack>
        ) : (
          <Text>{eventPlaceLabel(null)}</Text>
        )}
      </Fact>
      <Fact
        icon={
          <Icon boxSize="5">
            <SeatIcon />
          </Icon>
        }
        label="Kuota"
      >
        <QuotaLeft quota={event.quota} quotaLeft={event.quotaLeft} />
      </Fact>
    </Stack>
  );
}
