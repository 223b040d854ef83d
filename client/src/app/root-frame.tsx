import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteErrorPage } from '../features/error-page/route-error-page';
import { NavigationProgress } from '../features/navigation/navigation-progress';
import { OfflineBanner } from '../features/offline/offline-banner';
import { Toaster } from '../components/toaster';
import { Tracking } from '../lib/tracking/tracking';
import { DefaultLayout } from './layouts/default-layout';
import { PageDataProvider } from './page-data';

/**
 * Around every page: progress bar, the offline banner, page context, toasts, and (after the
 * page) tracking.
 */
export function RootFrame({ children }: { children?: ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <OfflineBanner />
      <PageDataProvider>{children ?? <Outlet />}</PageDataProvider>
      <Toaster />
      <ScrollRestoration />
      <Tracking />
    </>
  );
}

/** Errors no layout caught (an unknown path, a failing redirect): the full shell around them. */
export function RootErrorFrame() {
  return (
    <RootFrame>
      <DefaultLayout>
        <RouteErrorPage />
      </DefaultLayout>
    </RootFrame>
  );
}
