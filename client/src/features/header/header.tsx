import { Link, useLocation } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { MobileBanner } from '../mobile-banner/mobile-banner';
import { TopBar } from '../top-bar/top-bar';
import { UserMenu } from '../user-menu/user-menu';
import { SearchBox } from './search-box';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as headerCss from './header.css';

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
      <div className={headerCss.bar}>
        <div className={containerCss.root}>
          <div className={headerCss.row}>
            <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
              <p className={headerCss.brand}>{brandName}</p>
            </Link>
            <SearchBox />
            <div className={headerCss.spacer} />
            {isSearchPath(pathname) ? null : (
              <Link
                to={paths.search()}
                aria-label="Cari"
                className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.ghost} ${buttonCss.icon} ${headerCss.searchLink}`}
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
