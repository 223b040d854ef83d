import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { PointBalanceCardSkeleton } from './point-balance-card';
import { ProfileCardSkeleton } from './profile-card';

/** /account's shape while its data loads: profile, tier, balance and tiles, same sizes. */
export function AccountHomeSkeleton() {
  return (
    <Stack gap={{ base: '4', md: '5' }} aria-busy="true" data-testid="account-home-skeleton">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <ProfileCardSkeleton />
        <Skeleton rounded="xl" minH="40" />
      </Grid>
      <PointBalanceCardSkeleton />
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
