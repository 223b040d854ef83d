import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from './default-layout';

/** Event pages: the shell on a white page. */
export function EventPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="event-page">
      <div className="mv-layout__page">{children ?? <Outlet />}</div>
    </DefaultLayout>
  );
}
