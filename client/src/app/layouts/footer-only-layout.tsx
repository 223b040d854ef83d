import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../features/footer/footer';

/** /business and /gramedia-troops: the page brings its own hero; only the footer is shared. */
export function FooterOnlyLayout({ children }: { children?: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="footer-only">
      <Box as="main" id="main" flex="1">
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}

/** /learn-more, /redirect and /referral: no shell at all. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <Box as="main" id="main" minH="100vh" data-layout="none">
      {children ?? <Outlet />}
    </Box>
  );
}
