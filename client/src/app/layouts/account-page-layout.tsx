import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { AccountHomeSkeleton } from '../../features/account/account-home-skeleton';
import { MemberPart } from '../../lib/member-part';
import { useTrackIntro } from '../../lib/tracking/tracking';
import type { IntroEventKey } from '../../lib/tracking/tracking-events';
import { paths } from '../../lib/paths';
import { useActiveIntoView } from '../../lib/use-active-into-view';
import { DefaultLayout } from './default-layout';
import * as containerCss from '../../components/container.css';
import * as layoutsCss from './layouts.css';

/** The account pages; SPEC 9's intro events fire from here as they do from the user menu. */
const links: Array<{ to: string; label: string; end?: boolean; track?: IntroEventKey }> = [
  { to: paths.account(), label: 'Akun Saya', end: true },
  { to: paths.accountPoint(), label: 'Poin Saya', track: 'myPoint' },
  // Not `end`: the wallet's bookmark and history pages keep "Voucher Saya" marked.
  { to: paths.accountVoucher(), label: 'Voucher Saya' },
  { to: paths.accountBadge(), label: 'Koleksi Badge' },
  { to: paths.accountReferral(), label: 'Kode Referral', track: 'referral' },
  { to: paths.accountSetting(), label: 'Pengaturan', track: 'setting' },
];

/**
 * A column on wide screens; on a phone one row of chips that scrolls sideways, so the page
 * starts right under it instead of a screen further down.
 */
function AccountNav() {
  const trackIntro = useTrackIntro();
  const { pathname } = useLocation();
  // The chosen chip may sit off-screen in the sideways row: bring it into view.
  const listRef = useActiveIntoView(pathname);

  return (
    <nav aria-label="Menu akun" className={layoutsCss.accountNav}>
      <ul ref={listRef} className={layoutsCss.accountNavList}>
        {links.map((link) => (
          <li key={link.to} className={layoutsCss.accountNavEntry}>
            <NavLink
              to={link.to}
              end={link.end}
              data-ripple=""
              onClick={link.track ? () => trackIntro(link.track!) : undefined}
            >
              {({ isActive }) => (
                <div
                  className={
                    isActive
                      ? `${layoutsCss.accountNavItem} ${layoutsCss.accountNavItemActive}`
                      : `${layoutsCss.accountNavItem} ${layoutsCss.accountNavItemIdle}`
                  }
                >
                  {link.label}
                </div>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The account home's skeleton while a tap elsewhere in the account area loads it (its data was
 * not preloaded): the tap answers at once instead of leaving the old page up.
 */
function AccountOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state === 'loading' && target === paths.account() && pathname !== target) {
    return <AccountHomeSkeleton />;
  }
  return <Outlet />;
}

/**
 * The account area: the shell, the account navigation and the page. Static markup on
 * layouts.css.ts, outside Chakra's scope: a page still on Chakra brings its own.
 */
export function AccountPageLayout({ children }: { children?: ReactNode }) {
  return (
    <DefaultLayout name="account-page">
      <div className={`${containerCss.root} ${layoutsCss.account}`}>
        <div className={layoutsCss.accountGrid}>
          <AccountNav />
          <div className={layoutsCss.accountPage}>
            {children ?? (
              // Every account page is the member's own: in the shared shell of its URL the
              // page is a hole, filled for each member (docs/architecture.md, "Members' pages").
              <MemberPart fallback={null}>
                <AccountOutlet />
              </MemberPart>
            )}
          </div>
        </div>
      </div>
    </DefaultLayout>
  );
}
