import { Box, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useHeaderData } from './header-query';

const LOADING_TILES = 8;

/** The Voucher Categories menu's links (or their loading tiles, or why they are missing). */
export function CategoryGrid() {
  const { data, error } = useHeaderData();
  const categories = data?.categories?.items;

  if (categories) {
    return (
      <SimpleGrid as="ul" columns={{ base: 3, md: 4 }} gap="3" listStyleType="none">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.link} data-testid="category-link">
              <Box
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="1"
                p="2"
                rounded="md"
                _hover={{ bg: 'brand.50' }}
              >
                <Image
                  src={category.image}
                  alt=""
                  width="12"
                  height="12"
                  aspectRatio="1"
                  loading="lazy"
                />
                <Text fontSize="xs" textAlign="center" lineClamp={2}>
                  {category.title}
                </Text>
              </Box>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Kategori belum bisa dimuat. Coba lagi sebentar lagi.
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 3, md: 4 }} gap="3" aria-busy="true" aria-label="Memuat kategori">
      {Array.from({ length: LOADING_TILES }, (_, index) => (
        <Box key={index} display="flex" flexDirection="column" alignItems="center" gap="1" p="2">
          <Skeleton width="12" height="12" rounded="md" />
          <Skeleton height="3" width="16" />
        </Box>
      ))}
    </SimpleGrid>
  );
}
