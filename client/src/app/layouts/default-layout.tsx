import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../features/footer/footer';
import { Header } from '../../features/header/header';

export type LayoutName = 'default' | 'account-page' | 'event-page' | 'promo-page' | 'footer-only';

/** The full shell: header (mobile banner, top bar, search, user menu), page, footer. */
export function DefaultLayout(props: { name?: LayoutName; children?: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout={props.name ?? 'default'}>
      <Header />
      <Box as="main" id="main" flex="1" display="flex" flexDirection="column">
        {props.children ?? <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}
