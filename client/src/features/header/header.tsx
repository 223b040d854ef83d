import { Link, useLocation } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { MobileBanner } from '../mobile-banner/mobile-banner';
import { TopBar } from '../top-bar/top-bar';
import { UserMenu } from '../user-menu/user-menu';
import { SearchBox } from './search-box';

function isSearchPath(pathname: string) {
  return pathname === paths.search() || pathname.startsWith(`${paths.search()}/`);
}

/** SPEC 2: mobile banner, desktop top bar, then logo, search and the user menu. */
export function Header() {
  const { brandName } = usePublicConfig();
  const { pathname } = useLocation();

  return (
    <header>
      <MobileBanner />
      <TopBar />
      <div className="mv-header__bar">
        <div className="mv-container">
          <div className="mv-header__row">
            <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
              <p className="mv-header__brand">{brandName}</p>
            </Link>
            <SearchBox />
            <div className="mv-header__spacer" />
            {isSearchPath(pathname) ? null : (
              <Link
                to={paths.search()}
                aria-label="Cari"
                className="mv-button mv-button--md mv-button--ghost mv-button--icon mv-header__search-link"
                data-testid="mobile-search-link"
              >
                <SearchIcon />
              </Link>
            )}
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
