import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../features/footer/footer';

/** /business and /gramedia-troops: the page brings its own hero; only the footer is shared. */
export function FooterOnlyLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="mv-layout" data-layout="footer-only">
      <main id="main" className="mv-layout__main mv-layout__main--block">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

/** /learn-more, /redirect and /referral: no shell at all. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <main id="main" className="mv-layout--bare" data-layout="none">
      {children ?? <Outlet />}
    </main>
  );
}
