import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';

// replace with EventCard on merge (features/event/event-card.tsx, fragment EventCard_event)
export const SearchEventResultFragment = graphql(`
  fragment SearchEventResult_event on Event {
    id
    slug
    title
    image
    startAt
    isPast
    venue {
      city
    }
  }
`);

/** One event among the search results: image, title, date and city. */
export function SearchEventResult(props: {
  event: FragmentType<typeof SearchEventResultFragment>;
}) {
  const { data: event, complete } = useFragment({
    fragment: SearchEventResultFragment,
    from: props.event,
  });
  if (!complete) return <SearchEventResultSkeleton />;
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
      <Link to={paths.event(event.slug)} data-testid="event-card">
        <ContentImage src={event.image} alt={event.title} width={800} height={450} />
        <Stack gap="1" p="3" flex="1">
          <Text fontWeight="semibold" fontSize="sm" lineClamp="2" minH="2lh">
            {event.title}
          </Text>
          <Text fontSize="xs" color={event.isPast ? 'fg.muted' : 'brand.600'} mt="auto">
            {event.isPast ? 'Selesai · ' : ''}
            {formatDate(event.startAt)} · {event.venue?.city ?? 'Online'}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

export function SearchEventResultSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="800 / 450" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="2lh" />
        <Skeleton height="3" width="60%" />
      </Stack>
    </Box>
  );
}
