import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../features/footer/footer';
import { Header } from './site-header';
import * as layoutsCss from './layouts.css';

export type LayoutName = 'default' | 'account-page' | 'event-page' | 'promo-page' | 'footer-only';

/** The full shell: header (mobile banner, top bar, search, user menu), page, footer. */
export function DefaultLayout(props: { name?: LayoutName; children?: ReactNode }) {
  return (
    <div className={layoutsCss.layout} data-layout={props.name ?? 'default'}>
      <Header />
      <main id="main" className={layoutsCss.layoutMain}>
        {props.children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
