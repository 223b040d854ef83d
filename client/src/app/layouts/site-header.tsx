import { Link, useLocation } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { MobileBanner } from '../../features/mobile-banner/mobile-banner';
import { TopBar } from '../../features/top-bar/top-bar';
import { UserMenu, UserMenuPlaceholder } from '../../features/user-menu/user-menu';
import { MemberPart } from '../../lib/member-part';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { SearchBox } from '../../features/search-box/search-box';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as siteHeaderCss from './site-header.css';
import * as brandCss from '../../components/brand.css';

function isSearchPath(pathname: string) {
  return pathname === paths.search() || pathname.startsWith(`${paths.search()}/`);
}

/** SPEC 2: mobile banner, desktop top bar, then logo, search, the bell and the user menu. */
export function Header() {
  const { brandName } = usePublicConfig();
  const { pathname } = useLocation();

  return (
    <header>
      <MobileBanner />
      <TopBar />
      <div className={siteHeaderCss.bar}>
        <div className={containerCss.root}>
          <div className={siteHeaderCss.row}>
            <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
              <p className={brandCss.root}>{brandName}</p>
            </Link>
            <SearchBox />
            <div className={siteHeaderCss.spacer} />
            {isSearchPath(pathname) ? null : (
              <Link
                to={paths.search()}
                aria-label="Cari"
                className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.ghost} ${buttonCss.icon} ${siteHeaderCss.searchLink}`}
                data-testid="mobile-search-link"
              >
                <SearchIcon />
              </Link>
            )}
            <MemberPart>
              <NotificationBell />
            </MemberPart>
            <MemberPart fallback={<UserMenuPlaceholder />}>
              <UserMenu />
            </MemberPart>
          </div>
        </div>
      </div>
    </header>
  );
}
