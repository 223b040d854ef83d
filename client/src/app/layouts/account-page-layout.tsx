import type { ApolloClient } from '@apollo/client';
import { Box, Container, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, replace } from 'react-router-dom';
import { HeaderQuery } from '../../features/header/header-query';
import { paths } from '../../lib/paths';
import { DefaultLayout } from './default-layout';

/**
 * SPEC 2: anything under /account sends a visitor to / (replacing the history entry). It asks
 * for the same operation as the header, so the check costs nothing once the header has it.
 * On the server the thrown redirect becomes an HTTP 302.
 */
export function accountLoader(client: ApolloClient) {
  return async () => {
    const result = await client.query({ query: HeaderQuery, errorPolicy: 'all' });
    if (!result.data?.viewer) throw replace(paths.home());
    return null;
  };
}

const links = [
  { to: paths.account(), label: 'Akun Saya', end: true },
  { to: paths.accountPoint(), label: 'Poin Saya' },
  { to: paths.accountVoucher(), label: 'Voucher Saya' },
  { to: paths.accountBadge(), label: 'Koleksi Badge' },
  { to: paths.accountReferral(), label: 'Kode Referral' },
  { to: paths.accountSetting(), label: 'Pengaturan' },
];

/** The account area: the shell, the account navigation and the page. */
export function AccountPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="account-page">
      <Container maxW="6xl" py="6">
        <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap="6">
          <Stack as="nav" aria-label="Menu akun" gap="1" fontSize="sm">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end}>
                {({ isActive }) => (
                  <Box
                    px="3"
                    py="2"
                    rounded="md"
                    bg={isActive ? 'brand.50' : undefined}
                    color={isActive ? 'brand.700' : undefined}
                    fontWeight={isActive ? 'semibold' : undefined}
                  >
                    {link.label}
                  </Box>
                )}
              </NavLink>
            ))}
          </Stack>
          <Box minW="0">{children ?? <Outlet />}</Box>
        </Grid>
      </Container>
    </DefaultLayout>
  );
}
