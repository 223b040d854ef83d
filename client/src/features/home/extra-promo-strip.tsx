import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ChevronRightIcon, SparkleIcon } from './home-icons';

export const ExtraPromoStripFragment = graphql(`
  fragment ExtraPromoStrip_promo on Promo {
    id
    slug
    title
    price
    merchant {
      id
      name
      image
    }
  }
`);

/**
 * SPEC 2: the extra promo block under the mobile banner. On phones only, a compact highlighted
 * strip with the programme's first favourite promo (docs/decisions.md): one tap to the offer,
 * before the rows below the fold.
 */
export function ExtraPromoStrip(props: { promo: FragmentType<typeof ExtraPromoStripFragment> }) {
  const { data: promo, complete } = useFragment({
    fragment: ExtraPromoStripFragment,
    from: props.promo,
  });
  if (!complete) return null;

  return (
    <Box
      asChild
      display={{ base: 'block', md: 'none' }}
      mt="3"
      px="3"
      py="2.5"
      rounded="lg"
      color="white"
      bgGradient="to-r"
      gradientFrom="brand.600"
      gradientTo="brand.400"
      shadow="sm"
      data-ripple=""
    >
      <Link
        to={paths.promo(promo.slug)}
        data-testid="extra-promo"
        aria-label={`Promo pilihan: ${promo.title}`}
      >
        <Flex align="center" gap="3">
          <Box flexShrink="0" bg="white" rounded="md" p="1">
            <Image src={promo.merchant.image} alt="" width="9" height="9" loading="lazy" />
          </Box>
          <Stack gap="0" flex="1" minW="0">
            <Flex align="center" gap="1" fontSize="2xs" fontWeight="bold" textTransform="uppercase">
              <SparkleIcon boxSize="3" aria-hidden="true" />
              Promo pilihan hari ini
            </Flex>
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {promo.title}
            </Text>
            <Text fontSize="xs" opacity="0.9" truncate>
              {promo.merchant.name} · {promo.price > 0 ? formatPoints(promo.price) : 'Gratis'}
            </Text>
          </Stack>
          <ChevronRightIcon boxSize="5" aria-hidden="true" flexShrink="0" />
        </Flex>
      </Link>
    </Box>
  );
}
