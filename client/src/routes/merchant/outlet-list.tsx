import type { FragmentType } from '@apollo/client';
import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';
import { mapSearchUrl } from '../../lib/map-link';

export const OutletListFragment = graphql(`
  fragment OutletList_outlet on Outlet {
    id
    name
    address
    city
    latitude
    longitude
  }
`);

function OutletItem(props: { outlet: FragmentType<typeof OutletListFragment> }) {
  const outlet = fragmentData(OutletListFragment, props.outlet);
  return (
    <Box as="li" p={{ base: '3', md: '4' }} bg="white" rounded="lg" borderWidth="1px">
      <Stack gap="1">
        <Flex justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold">{outlet.name}</Text>
          <Badge colorPalette="brand" variant="subtle" flexShrink="0">
            {outlet.city}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {outlet.address}
        </Text>
        <Box asChild color="brand.600" fontSize="sm" fontWeight="semibold" mt="1" w="fit-content">
          {/* A map search on a fixed, well-known host, built by the site; opened beside the page. */}
          <a
            href={mapSearchUrl(outlet)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Lihat ${outlet.name} di peta`}
          >
            Lihat di peta
          </a>
        </Box>
      </Stack>
    </Box>
  );
}

/** Where the merchant's vouchers can be redeemed: name, address, city and a map link each. */
export function OutletList(props: {
  outlets: ReadonlyArray<FragmentType<typeof OutletListFragment> & { id: string }>;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
      {props.outlets.map((outlet) => (
        <OutletItem key={outlet.id} outlet={outlet} />
      ))}
    </SimpleGrid>
  );
}
