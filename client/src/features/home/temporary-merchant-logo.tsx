// replaced by MerchantCard/logo on merge
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';

export const TemporaryMerchantLogoFragment = graphql(`
  fragment TemporaryMerchantLogo_merchant on Merchant {
    id
    slug
    name
    image
  }
`);

/** Stand-in for the merchant logo of features/merchant/, which lands in another branch. */
export function TemporaryMerchantLogo(props: {
  merchant: FragmentType<typeof TemporaryMerchantLogoFragment>;
}) {
  const { data: merchant, complete } = useFragment({
    fragment: TemporaryMerchantLogoFragment,
    from: props.merchant,
  });
  if (!complete) return <TemporaryMerchantLogoSkeleton />;

  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      h="full"
      p="3"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      data-ripple=""
      _hover={{ shadow: 'md' }}
    >
      <Link to={paths.merchant(merchant.slug)} data-testid="merchant-logo">
        <ContentImage
          src={merchant.image}
          alt=""
          width={256}
          height={256}
          w="full"
          maxW="20"
          fit="contain"
        />
        <Text fontSize="xs" textAlign="center" lineClamp="2" minH="2lh">
          {merchant.name}
        </Text>
      </Link>
    </Box>
  );
}

export function TemporaryMerchantLogoSkeleton() {
  return (
    <Box p="3" bg="white" rounded="lg" borderWidth="1px" h="full" aria-hidden="true">
      <Skeleton aspectRatio="1" maxW="20" mx="auto" />
      <Skeleton height="2lh" mt="2" />
    </Box>
  );
}
