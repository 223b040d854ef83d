import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from './default-layout';
import * as layoutsCss from './layouts.css';

/** Event pages: the shell on a white page. */
export function EventPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="event-page">
      <div className={layoutsCss.layoutPage}>{children ?? <Outlet />}</div>
    </DefaultLayout>
  );
}
