import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../features/footer/footer';
import * as layoutsCss from './layouts.css';

/** /business and /gramedia-troops: the page brings its own hero; only the footer is shared. */
export function FooterOnlyLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={layoutsCss.layout} data-layout="footer-only">
      <main id="main" className={`${layoutsCss.layoutMain} ${layoutsCss.layoutMainBlock}`}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

/** /learn-more, /redirect and /referral: no shell at all. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <main id="main" className={layoutsCss.layoutBare} data-layout="none">
      {children ?? <Outlet />}
    </main>
  );
}
