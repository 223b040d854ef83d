import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A home row: on phones one line that scrolls sideways and snaps to each card (the next card
 * peeks in, so it is clear there is more), from `md` on a grid of `columns`.
 */
export function ScrollRow({
  children,
  columns = 4,
  itemWidth = '44%',
  ...box
}: {
  children: ReactNode;
  columns?: number;
  /** Width of one card on phones, as a share of the row. */
  itemWidth?: string;
} & Omit<BoxProps, 'children'>) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gap={{ base: '3', md: '5' }}
      gridAutoFlow={{ base: 'column', md: 'row' }}
      gridAutoColumns={{ base: itemWidth, md: 'auto' }}
      gridTemplateColumns={{ base: 'none', md: `repeat(${columns}, minmax(0, 1fr))` }}
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
      scrollPaddingInline={{ base: '4', md: '0' }}
      overscrollBehaviorX="contain"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      pb={{ base: '2', md: '0' }}
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      {...box}
    >
      {children}
    </Box>
  );
}

/** One cell of a `ScrollRow`. */
export function ScrollRowItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" scrollSnapAlign="start" minW="0">
      {children}
    </Box>
  );
}
