import { Button, Flex } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';

/**
 * "Muat lebih banyak": a real link to `?page=N+1` (works without JavaScript and for crawlers).
 * With JavaScript the route's loader fetches only the new page and the list shows it appended
 * (see `pagedList`); the scroll position stays where it was.
 */
export function LoadMoreLink(props: { page: number; hasNextPage: boolean }) {
  const location = useLocation();
  if (!props.hasNextPage) return null;
  const search = new URLSearchParams(location.search);
  search.set('page', String(props.page + 1));
  return (
    <Flex justify="center" mt="6">
      <Button asChild variant="outline" colorPalette="brand" minW="56">
        <Link to={{ search: `?${search}` }} preventScrollReset rel="next">
          Muat lebih banyak
        </Link>
      </Button>
    </Flex>
  );
}
