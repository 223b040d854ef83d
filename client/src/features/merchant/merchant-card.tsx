import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';

export const MerchantCardFragment = graphql(`
  fragment MerchantCard_merchant on Merchant {
    id
    slug
    name
    image
    promoCount
  }
`);

/** '3 promo', or 'Belum ada promo'. */
export function promoCountLabel(count: number | null | undefined): string {
  return count ? `${count} promo` : 'Belum ada promo';
}

/** One merchant in any list: logo, name, how many promos. The whole tile links. */
export function MerchantCard(props: {
  merchant: FragmentType<typeof MerchantCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const { data: merchant, complete } = useFragment({
    fragment: MerchantCardFragment,
    from: props.merchant,
  });
  if (!complete) return <MerchantCardSkeleton />;

  return (
    <CardLink to={paths.merchant(merchant.slug)} testId="merchant-card" layout="tile">
      <ContentImage
        src={merchant.image}
        alt={`Logo ${merchant.name}`}
        width={256}
        height={256}
        fit="contain"
        priority={props.priority}
        w="full"
        maxW="24"
        rounded="md"
      />
      <Stack gap="0.5" mt="2" w="full">
        <Text fontWeight="semibold" fontSize={{ base: 'xs', sm: 'sm' }} lineClamp="2" minH="2lh">
          {merchant.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {promoCountLabel(merchant.promoCount)}
        </Text>
      </Stack>
    </CardLink>
  );
}

/** The tile's shape while its list loads: same box, so nothing moves when the data lands. */
export function MerchantCardSkeleton() {
  return (
    <Box
      bg="white"
      rounded="lg"
      borderWidth="1px"
      p={{ base: '2', sm: '3' }}
      h="full"
      display="flex"
      flexDirection="column"
      alignItems="center"
      aria-hidden="true"
    >
      <Skeleton aspectRatio="1" w="full" maxW="24" rounded="md" />
      <Stack gap="1" mt="2" w="full" align="center">
        <Skeleton height="2lh" width="80%" />
        <Skeleton height="3" width="50%" />
      </Stack>
    </Box>
  );
}
