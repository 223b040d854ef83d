import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from './default-layout';
import * as layoutsCss from './layouts.css';

/** Promo list and detail pages: the shell on a white page. */
export function PromoPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="promo-page">
      <div className={layoutsCss.layoutPage}>{children ?? <Outlet />}</div>
    </DefaultLayout>
  );
}
