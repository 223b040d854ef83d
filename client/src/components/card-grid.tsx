import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/** The search without `page` and the given parameters, in a stable order. */
function listParams(search: string, ignoredParams: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of ['page', ...ignoredParams]) params.delete(name);
  params.sort();
  return params.toString();
}

/**
 * True while the page's own URL changes (a filter, a sort, a tab): the list shows skeletons of
 * the same size as its cards until the loader has the new data. A change of `ignoredParams`
 * alone (something opened on the page, e.g. the wallet's `?kode=` dialog) is not a new list.
 */
export function useListIsReloading(ignoredParams: readonly string[] = []): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || next?.pathname !== location.pathname) return false;
  // "Muat lebih banyak" appends below the cards already shown: no skeletons for that.
  if (new URLSearchParams(next.search).get('page') !== null) return false;
  return (
    ignoredParams.length === 0 ||
    listParams(next.search, ignoredParams) !== listParams(location.search, ignoredParams)
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
