import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../features/header/header';
import { RouteErrorPage } from '../features/error-page/route-error-page';

/** The frame every page sits in. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Header />
      <Box as="main" flex="1">
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}

/** Errors that reach the root keep the shell around the error page. */
export function AppShellError() {
  return (
    <AppShell>
      <RouteErrorPage />
    </AppShell>
  );
}
