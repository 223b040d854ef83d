// replaced by EventCard on merge
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';

export const TemporaryEventTileFragment = graphql(`
  fragment TemporaryEventTile_event on Event {
    id
    slug
    title
    image
    startAt
    pointCost
    isFull
    isPast
    venue {
      city
    }
  }
`);

/** Stand-in for EventCard (features/event/event-card.tsx), which lands in another branch. */
export function TemporaryEventTile(props: {
  event: FragmentType<typeof TemporaryEventTileFragment>;
}) {
  const { data: event, complete } = useFragment({
    fragment: TemporaryEventTileFragment,
    from: props.event,
  });
  if (!complete) return <TemporaryEventTileSkeleton />;
  const status = event.isPast ? 'Selesai' : event.isFull ? 'Kuota penuh' : null;

  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      data-ripple=""
      _hover={{ shadow: 'md' }}
    >
      <Link to={paths.event(event.slug)} data-testid="event-tile">
        <ContentImage src={event.image} alt={event.title} width={800} height={450} />
        <Stack gap="1" p="3" flex="1">
          <Text fontSize="xs" color="brand.600" fontWeight="semibold">
            {formatDate(event.startAt)}
          </Text>
          <Text fontWeight="semibold" fontSize="sm" lineClamp="2" minH="2lh">
            {event.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {event.venue?.city ?? 'Online'}
          </Text>
          <Flex mt="auto" justify="space-between" align="end" gap="2" wrap="wrap">
            <Text fontWeight="bold" fontSize="sm" color="brand.600">
              {event.pointCost > 0 ? formatPoints(event.pointCost) : 'Gratis'}
            </Text>
            {status ? (
              <Text fontSize="xs" color="red.600">
                {status}
              </Text>
            ) : null}
          </Flex>
        </Stack>
      </Link>
    </Box>
  );
}

export function TemporaryEventTileSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="800 / 450" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="3" width="40%" />
        <Skeleton height="2lh" />
        <Skeleton height="3" width="50%" />
      </Stack>
    </Box>
  );
}
