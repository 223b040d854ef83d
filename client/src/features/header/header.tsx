import { Box, Container, Flex, IconButton, Spacer, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { MobileBanner } from '../mobile-banner/mobile-banner';
import { TopBar } from '../top-bar/top-bar';
import { UserMenu } from '../user-menu/user-menu';
import { SearchBox } from './search-box';

function isSearchPath(pathname: string) {
  return pathname === paths.search() || pathname.startsWith(`${paths.search()}/`);
}

/** SPEC 2: mobile banner, desktop top bar, then logo, search and the user menu. */
export function Header() {
  const { brandName } = usePublicConfig();
  const { pathname } = useLocation();

  return (
    <Box as="header">
      <MobileBanner />
      <TopBar />
      <Box bg="white" borderBottomWidth="1px">
        <Container maxW="6xl">
          <Flex align="center" py="3" gap="4">
            <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
              <Text fontSize="xl" fontWeight="bold" color="brand.500">
                {brandName}
              </Text>
            </Link>
            <SearchBox />
            <Spacer display={{ base: 'block', md: 'none' }} />
            {isSearchPath(pathname) ? null : (
              <IconButton
                asChild
                aria-label="Cari"
                variant="ghost"
                display={{ base: 'inline-flex', md: 'none' }}
                data-testid="mobile-search-link"
              >
                <Link to={paths.search()}>
                  <SearchIcon />
                </Link>
              </IconButton>
            )}
            <UserMenu />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
