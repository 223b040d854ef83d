import { Box, Flex, Grid, Skeleton, Stack } from '@chakra-ui/react';

// Shell code (the account layout shows it): only Skeleton and layout boxes, so none of the
// cards' own code (alerts, copy button, avatar) lands in the first download.

/** /account's shape while its data loads: profile, tier, balance and tiles, same sizes. */
export function AccountHomeSkeleton() {
  return (
    <Stack gap={{ base: '4', md: '5' }} aria-busy="true" data-testid="account-home-skeleton">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '4', md: '5' }}>
          <Flex gap="4" align="center">
            <Skeleton boxSize="16" rounded="full" flexShrink="0" />
            <Stack gap="2" flex="1">
              <Skeleton height="6" width="60%" />
              <Skeleton height="4" width="70%" />
              <Skeleton height="5" width="28" />
            </Stack>
          </Flex>
          <Skeleton mt="4" height="14" rounded="lg" />
        </Box>
        <Skeleton rounded="xl" minH="40" />
      </Grid>
      <Skeleton rounded="xl" height="36" />
      <Grid
        templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }}
        gap={{ base: '3', md: '4' }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} rounded="xl" height="32" />
        ))}
      </Grid>
    </Stack>
  );
}
