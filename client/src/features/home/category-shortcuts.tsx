import { Box, Image, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Section } from '../../components/section';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';

/**
 * Shortcuts into the voucher categories. They come from the header's query (already in the
 * cache for every page): no second categories request. On phones two lines that scroll
 * sideways, from `md` on a grid.
 */
export function CategoryShortcuts() {
  const { data } = useHeaderData();
  const categories = data?.categories?.items ?? [];
  if (categories.length === 0) return null;

  return (
    <Section title="Kategori">
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateRows={{ base: 'repeat(2, auto)', md: 'none' }}
        gridAutoFlow={{ base: 'column', md: 'row' }}
        gridAutoColumns={{ base: '22%', sm: '16%', md: 'auto' }}
        gridTemplateColumns={{
          base: 'none',
          md: 'repeat(6, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        }}
        gap={{ base: '2', md: '3' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        scrollSnapType={{ base: 'x mandatory', md: 'none' }}
        scrollPaddingInline={{ base: '4', md: '0' }}
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {categories.map((category) => (
          <Box as="li" key={category.id} scrollSnapAlign="start" minW="0">
            <Box
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1.5"
              p="2"
              h="full"
              rounded="lg"
              _hover={{ bg: 'brand.50' }}
              data-ripple=""
            >
              <Link to={paths.category(category.slug)} data-testid="category-shortcut">
                <Box bg="white" rounded="xl" borderWidth="1px" p="2" shadow="xs">
                  <Image
                    src={category.image}
                    alt=""
                    width="10"
                    height="10"
                    aspectRatio="1"
                    loading="lazy"
                  />
                </Box>
                <Text fontSize="xs" textAlign="center" lineClamp="2" lineHeight="short">
                  {category.title}
                </Text>
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
