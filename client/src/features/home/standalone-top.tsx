import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';

/**
 * The simple top of the pages without the site's shell: the logo back home, and an action. A
 * plain block, not a `<header>`: these pages have no site header (SPEC 2 layouts).
 */
export function StandaloneTop({ action }: { action?: ReactNode }) {
  const { brandName } = usePublicConfig();
  return (
    <Box bg="white" borderBottomWidth="1px" data-testid="standalone-top">
      <Container maxW="6xl">
        <Flex align="center" justify="space-between" py="3" gap="4">
          <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
            <Text fontSize="xl" fontWeight="bold" color="brand.500">
              {brandName}
            </Text>
          </Link>
          {action}
        </Flex>
      </Container>
    </Box>
  );
}
