import { Box, Button, Flex } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

export interface FilterLinkItem {
  /** The visible label, and the link's accessible name. */
  label: string;
  /** The list's query string with this choice applied (`?category=kuliner`). */
  search: string;
  active: boolean;
  /** How many items the choice holds, shown beside the label (decoration: not in the name). */
  count?: number;
}

/**
 * A row of filter, sort or tab choices as real links (they work without JavaScript and keep the
 * choice in the URL). It scrolls sideways on phones rather than pushing the list down.
 */
export function FilterLinks(props: { label: string; items: FilterLinkItem[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const activeSearch = props.items.find((item) => item.active)?.search;
  // On a phone the row scrolls sideways: bring the chosen item into view, or it may sit
  // off-screen and the visitor cannot see which filter is on.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - 16;
    }
  }, [activeSearch]);

  return (
    <Box as="nav" aria-label={props.label} mb="4">
      <Flex
        as="ul"
        ref={listRef}
        listStyleType="none"
        gap="2"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        pb="1"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {props.items.map((item) => (
          <Box as="li" key={item.search} flexShrink="0">
            <Button
              asChild
              size="sm"
              rounded="full"
              colorPalette="brand"
              variant={item.active ? 'solid' : 'outline'}
              bg={item.active ? undefined : 'white'}
            >
              <Link
                to={{ search: item.search }}
                preventScrollReset
                aria-current={item.active ? 'page' : undefined}
                data-ripple=""
              >
                {item.label}
                {item.count == null ? null : (
                  <Box as="span" aria-hidden="true" fontWeight="normal" opacity="0.8">
                    {item.count}
                  </Box>
                )}
              </Link>
            </Button>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * The query string of a list with some parameters changed (null removes one). Changing a filter
 * starts the list again from its first page, so `page` always goes.
 */
export function listSearch(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
