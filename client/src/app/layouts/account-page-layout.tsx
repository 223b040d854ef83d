import { Box, Container, Flex, Grid } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { AccountHomeSkeleton } from '../../features/account/account-home-skeleton';
import { useTrackIntro } from '../../features/tracking/tracking';
import type { IntroEventKey } from '../../features/tracking/tracking-events';
import { paths } from '../../lib/paths';
import { DefaultLayout } from './default-layout';

/** The account pages; SPEC 9's intro events fire from here as they do from the user menu. */
const links: Array<{ to: string; label: string; end?: boolean; track?: IntroEventKey }> = [
  { to: paths.account(), label: 'Akun Saya', end: true },
  { to: paths.accountPoint(), label: 'Poin Saya', track: 'myPoint' },
  // Not `end`: the wallet's bookmark and history pages keep "Voucher Saya" marked.
  { to: paths.accountVoucher(), label: 'Voucher Saya' },
  { to: paths.accountBadge(), label: 'Koleksi Badge' },
  { to: paths.accountReferral(), label: 'Kode Referral', track: 'referral' },
  { to: paths.accountSetting(), label: 'Pengaturan', track: 'setting' },
];

/**
 * A column on wide screens; on a phone one row of chips that scrolls sideways, so the page
 * starts right under it instead of a screen further down.
 */
function AccountNav() {
  const trackIntro = useTrackIntro();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLDivElement>(null);

  // The chosen chip may sit off-screen in the sideways row: bring it into view.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - 16;
    }
  }, [pathname]);

  return (
    <Box as="nav" aria-label="Menu akun" minW="0">
      <Flex
        as="ul"
        ref={listRef}
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: '2', md: '1' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        pb={{ base: '1', md: '0' }}
        fontSize="sm"
        position={{ md: 'sticky' }}
        top={{ md: '4' }}
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {links.map((link) => (
          <Box as="li" key={link.to} flexShrink="0">
            <NavLink
              to={link.to}
              end={link.end}
              data-ripple=""
              onClick={link.track ? () => trackIntro(link.track!) : undefined}
            >
              {({ isActive }) => (
                <Box
                  px={{ base: '3.5', md: '3' }}
                  py="2"
                  rounded={{ base: 'full', md: 'md' }}
                  borderWidth={{ base: '1px', md: '0' }}
                  borderColor={isActive ? 'brand.500' : 'gray.200'}
                  bg={
                    isActive
                      ? { base: 'brand.500', md: 'brand.50' }
                      : { base: 'white', md: 'transparent' }
                  }
                  color={isActive ? { base: 'white', md: 'brand.700' } : undefined}
                  fontWeight={isActive ? 'semibold' : 'medium'}
                  whiteSpace="nowrap"
                  _hover={isActive ? undefined : { bg: 'brand.50' }}
                >
                  {link.label}
                </Box>
              )}
            </NavLink>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * The account home's skeleton while a tap elsewhere in the account area loads it (its data was
 * not preloaded): the tap answers at once instead of leaving the old page up.
 */
function AccountOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state === 'loading' && target === paths.account() && pathname !== target) {
    return <AccountHomeSkeleton />;
  }
  return <Outlet />;
}

/** The account area: the shell, the account navigation and the page. */
export function AccountPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="account-page">
      <Container maxW="6xl" py={{ base: '3', md: '6' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }}
          gap={{ base: '4', md: '8' }}
        >
          <AccountNav />
          <Box minW="0">{children ?? <AccountOutlet />}</Box>
        </Grid>
      </Container>
    </DefaultLayout>
  );
}
