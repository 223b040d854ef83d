import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * True while the page's own URL changes (a filter, a sort, a tab): the list shows skeletons of
 * the same size as its cards until the loader has the new data.
 */
export function useListIsReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location?.pathname === location.pathname &&
    // "Muat lebih banyak" appends below the cards already shown: no skeletons for that.
    new URLSearchParams(navigation.location.search).get('page') === null
  );
}

/** The responsive grid every card list uses; skeletons replace the cards while reloading. */
export function CardGrid({
  children,
  skeleton,
  skeletonCount = 8,
  reloading,
  ...grid
}: {
  children: ReactNode;
  skeleton: ReactNode;
  skeletonCount?: number;
  reloading?: boolean;
} & SimpleGridProps) {
  const reloadingList = useListIsReloading();
  const showSkeletons = reloading ?? reloadingList;
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '3', md: '5' }}
      aria-busy={showSkeletons || undefined}
      {...grid}
    >
      {showSkeletons
        ? Array.from({ length: skeletonCount }, (_, index) => <li key={index}>{skeleton}</li>)
        : children}
    </SimpleGrid>
  );
}
