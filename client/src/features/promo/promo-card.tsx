import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Flex, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';

export const PromoCardFragment = graphql(`
  fragment PromoCard_promo on Promo {
    id
    slug
    title
    thumbnail
    price
    validTo
    isExpired
    merchant {
      id
      name
      image
    }
  }
`);

/** The merchant's logo and name above a promo's title (cards and the member's bookmarks). */
export function MerchantByline({ merchant }: { merchant: { name: string; image: string } }) {
  return (
    <HStack gap="2" minW="0">
      <Image
        src={merchant.image}
        alt=""
        width="5"
        height="5"
        rounded="full"
        loading="lazy"
        flexShrink="0"
      />
      <Text fontSize="xs" color="fg.muted" truncate>
        {merchant.name}
      </Text>
    </HStack>
  );
}

/** What a promo costs, as its card and its page say it: '1.500 poin' or 'Gratis'. */
export function promoCostLabel(price: number): string {
  return price > 0 ? formatPoints(price) : 'Gratis';
}

/** One promo in any list: image, merchant, title, cost, valid until. The whole card links. */
export function PromoCard(props: {
  promo: FragmentType<typeof PromoCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const { data: promo, complete } = useFragment({ fragment: PromoCardFragment, from: props.promo });
  if (!complete) return <PromoCardSkeleton />;

  return (
    <CardLink to={paths.promo(promo.slug)} testId="promo-card">
      <ContentImage
        src={promo.thumbnail}
        alt={promo.title}
        width={400}
        height={225}
        priority={props.priority}
      />
      <Stack gap="1.5" p="3" flex="1">
        <MerchantByline merchant={promo.merchant} />
        <Text fontWeight="semibold" fontSize="sm" lineClamp="2" minH="2lh">
          {promo.title}
        </Text>
        <Flex mt="auto" justify="space-between" align="end" gap="2" wrap="wrap">
          <Text fontWeight="bold" fontSize="sm" color="brand.600">
            {promoCostLabel(promo.price)}
          </Text>
          <Text fontSize="xs" color={promo.isExpired ? 'red.600' : 'fg.muted'}>
            {promo.isExpired ? 'Berakhir' : `s/d ${formatDate(promo.validTo)}`}
          </Text>
        </Flex>
      </Stack>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function PromoCardSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="400 / 225" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="4" width="50%" />
        <Skeleton height="2lh" />
        <Skeleton height="4" width="40%" />
      </Stack>
    </Box>
  );
}
