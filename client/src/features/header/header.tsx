import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { CategoryMenu } from './category-menu';

export function Header() {
  const { brandName } = usePublicConfig();
  return (
    <Box as="header">
      <Box bg="brand.500" color="white">
        <Container maxW="6xl">
          <HStack as="nav" aria-label="Menu atas" gap="2" py="1" justify="flex-end">
            <CategoryMenu />
          </HStack>
        </Container>
      </Box>
      <Box bg="white" borderBottomWidth="1px">
        <Container maxW="6xl">
          <Flex align="center" py="3">
            <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
              <Text fontSize="xl" fontWeight="bold" color="brand.500">
                {brandName}
              </Text>
            </Link>
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
