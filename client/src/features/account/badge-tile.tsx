import type { FragmentType } from '@apollo/client';
import { Box, chakra, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useThumbnailSource } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { LockIcon } from './account-icons';

export const BadgeTileFragment = graphql(`
  fragment BadgeTile_badge on Badge {
    id
    name
    description
    image
    isObtained
    obtainedDate
  }
`);

export type BadgeRef = FragmentType<typeof BadgeTileFragment>;

/** The badge's picture; a locked one is grey and faded, with a lock over it. */
export function BadgeImage(props: { image: string | null; obtained: boolean; size: string }) {
  // 320 px: the badge dialog draws it 112 px wide.
  const src = useThumbnailSource(props.image ?? '', 320);
  return (
    <Box position="relative" boxSize={props.size} flexShrink="0">
      {props.image ? (
        <img
          src={src}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          style={{
            width: '100%',
            height: '100%',
            borderRadius: '9999px',
            objectFit: 'cover',
            filter: props.obtained ? undefined : 'grayscale(1)',
            opacity: props.obtained ? 1 : 0.45,
          }}
        />
      ) : (
        <Box boxSize="full" rounded="full" bg={props.obtained ? 'brand.100' : 'gray.100'} />
      )}
      {props.obtained ? null : (
        <Flex
          position="absolute"
          insetEnd="0"
          bottom="0"
          boxSize="7"
          rounded="full"
          bg="gray.700"
          color="white"
          align="center"
          justify="center"
          borderWidth="2px"
          borderColor="white"
        >
          <Icon boxSize="3.5">
            <LockIcon />
          </Icon>
        </Flex>
      )}
    </Box>
  );
}

/** One badge of a category: a button that opens its details. */
export function BadgeTile(props: { badge: BadgeRef; onOpen: (id: string) => void }) {
  const badge = fragmentData(BadgeTileFragment, props.badge);
  return (
    <chakra.button
      type="button"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="flex-start"
      w="full"
      h="full"
      p="3"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      textAlign="center"
      cursor="pointer"
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      data-ripple=""
      data-testid="badge-tile"
      data-obtained={badge.isObtained}
      aria-haspopup="dialog"
      aria-label={`${badge.name}, ${badge.isObtained ? 'sudah didapat' : 'terkunci'}`}
      onClick={() => props.onOpen(badge.id)}
    >
      <Stack gap="2" align="center">
        <BadgeImage image={badge.image} obtained={badge.isObtained} size="16" />
        <Text
          fontWeight="semibold"
          fontSize="sm"
          lineClamp="2"
          color={badge.isObtained ? undefined : 'fg.muted'}
        >
          {badge.name}
        </Text>
        {badge.isObtained ? (
          <Text fontSize="xs" color="green.700">
            {badge.obtainedDate ? `Didapat ${formatDate(badge.obtainedDate)}` : 'Didapat'}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted" lineClamp="3">
            {badge.description || 'Terkunci'}
          </Text>
        )}
      </Stack>
    </chakra.button>
  );
}
