import type { FragmentType } from '@apollo/client';
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ContentImageBox } from '../../components/content-image-box';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { MerchantByline, promoCostLabel } from '../promo/promo-card';

export const BookmarkRowFragment = graphql(`
  fragment BookmarkRow_promo on Promo {
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

/**
 * A bookmarked promo: image, merchant, title, cost and validity (or "Promo berakhir"), with a
 * link to claim it on its page and "Hapus" to drop the bookmark.
 */
export function BookmarkRow(props: {
  promo: FragmentType<typeof BookmarkRowFragment>;
  onRemove: (promo: { id: string; title: string }) => void;
}) {
  const promo = fragmentData(BookmarkRowFragment, props.promo);

  return (
    <Flex
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      h="full"
      data-testid="bookmark-row"
      opacity={promo.isExpired ? 0.75 : undefined}
    >
      <Box
        asChild
        display="block"
        w={{ base: '28', md: '40' }}
        flexShrink="0"
        alignSelf="start"
        p="3"
        pe="0"
        data-ripple=""
      >
        <Link to={paths.promo(promo.slug)} tabIndex={-1} aria-hidden="true">
          <ContentImageBox
            src={promo.thumbnail}
            sizes="(min-width: 48em) 160px, 112px"
            alt=""
            width={400}
            height={225}
            w="full"
            rounded="md"
            filter={promo.isExpired ? 'grayscale(1)' : undefined}
          />
        </Link>
      </Box>
      <Stack gap="1" p="3" flex="1" minW="0">
        <MerchantByline merchant={promo.merchant} />
        <Text fontWeight="semibold" fontSize="sm" lineClamp="2" asChild>
          <Link to={paths.promo(promo.slug)}>{promo.title}</Link>
        </Text>
        <HStack gap="2" fontSize="xs" wrap="wrap">
          <Text fontWeight="bold" color="brand.600">
            {promoCostLabel(promo.price)}
          </Text>
          {promo.isExpired ? (
            <Badge colorPalette="red" variant="subtle" data-testid="bookmark-expired">
              Promo berakhir
            </Badge>
          ) : (
            <Text color="fg.muted">{`s/d ${formatDate(promo.validTo)}`}</Text>
          )}
        </HStack>
        <HStack gap="2" mt="auto" pt="1" justify="end">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Hapus ${promo.title} dari bookmark`}
            onClick={() => props.onRemove({ id: promo.id, title: promo.title })}
          >
            Hapus
          </Button>
          <Button
            asChild
            size="xs"
            colorPalette="brand"
            variant={promo.isExpired ? 'outline' : 'solid'}
          >
            <Link to={paths.promo(promo.slug)}>{promo.isExpired ? 'Lihat promo' : 'Klaim'}</Link>
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

export function BookmarkRowSkeleton() {
  return (
    <Flex bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Box w={{ base: '28', md: '40' }} flexShrink="0" p="3" pe="0">
        <Skeleton aspectRatio="400 / 225" rounded="md" />
      </Box>
      <Stack gap="2" p="3" flex="1">
        <Skeleton height="3" width="40%" />
        <Skeleton height="2lh" />
        <Skeleton height="3" width="50%" />
      </Stack>
    </Flex>
  );
}
