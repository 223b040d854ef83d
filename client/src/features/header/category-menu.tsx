import { Box, Button, Image, Popover, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useHeaderData } from './header-query';

const LOADING_TILES = 8;

/**
 * The top bar's Voucher Categories popover. Its content stays in the DOM while closed (no
 * portal, no lazy mount) so the server HTML already carries every category link.
 */
export function CategoryMenu() {
  const { data, error } = useHeaderData();
  const categories = data?.categories?.items;

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount={false}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
          Kategori Voucher
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content width={{ base: '90vw', md: '560px' }} color="fg">
          <Popover.Arrow />
          <Popover.Body>
            <Popover.Title fontWeight="semibold" mb="3">
              Kategori Voucher
            </Popover.Title>
            {categories ? (
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
            ) : error ? (
              <Text fontSize="sm" color="fg.muted">
                Kategori belum bisa dimuat. Coba lagi sebentar lagi.
              </Text>
            ) : (
              <SimpleGrid
                columns={{ base: 3, md: 4 }}
                gap="3"
                aria-busy="true"
                aria-label="Memuat kategori"
              >
                {Array.from({ length: LOADING_TILES }, (_, index) => (
                  <Box
                    key={index}
                    display="flex"
                    flexDirection="column"
                    alignItems="center"
                    gap="1"
                    p="2"
                  >
                    <Skeleton width="12" height="12" rounded="md" />
                    <Skeleton height="3" width="16" />
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
