import { Box, Flex, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A titled block of a page, with a "Lihat semua" link into the full list when there is one. */
export function Section(props: { title: string; seeAllHref?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} py="5">
      <Flex align="baseline" justify="space-between" gap="4" mb="3">
        <Heading as="h2" size={{ base: 'md', md: 'lg' }} id={headingId}>
          {props.title}
        </Heading>
        {props.seeAllHref ? (
          <Box asChild color="brand.600" fontWeight="semibold" fontSize="sm" flexShrink="0">
            <Link to={props.seeAllHref} aria-label={`Lihat semua ${props.title}`}>
              Lihat semua
            </Link>
          </Box>
        ) : null}
      </Flex>
      {props.children}
    </Box>
  );
}
