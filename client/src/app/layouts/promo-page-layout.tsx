import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from './default-layout';

/** Promo list and detail pages: the shell on a white page. */
export function PromoPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="promo-page">
      <Box bg="white" flex="1">
        {children ?? <Outlet />}
      </Box>
    </DefaultLayout>
  );
}
