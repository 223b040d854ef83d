import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The box every entity card is: white, rounded, bordered, the whole card one link (a big tap
 * target) with the tap ripple. Cards pass layout overrides as props.
 */
export function CardLink({
  to,
  testId,
  children,
  ...box
}: { to: string; testId: string; children: ReactNode } & Omit<BoxProps, 'children' | 'asChild'>) {
  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      data-ripple=""
      _hover={{ shadow: 'md' }}
      {...box}
    >
      <Link to={to} data-testid={testId}>
        {children}
      </Link>
    </Box>
  );
}
