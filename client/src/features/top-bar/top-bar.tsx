import { Link } from 'react-router-dom';
import { FOOTER_ID, paths } from '../../lib/paths';
import { CategoryMenu } from './category-menu';
import { DownloadAppPopover } from './download-app-popover';
import { TOP_BAR_ITEM_CLASS } from './top-bar-item';
import * as containerCss from '../../components/container.css';
import * as topBarCss from './top-bar.css';

/** SPEC 2: desktop only. Download app on the left; the site menu on the right. */
export function TopBar() {
  return (
    <div className={topBarCss.root} data-testid="top-bar">
      <div className={containerCss.root}>
        <div className={topBarCss.row}>
          <DownloadAppPopover />
          <nav aria-label="Menu atas" className={topBarCss.nav}>
            <Link to={paths.about()} className={TOP_BAR_ITEM_CLASS}>
              Tentang
            </Link>
            <Link to={paths.business()} className={TOP_BAR_ITEM_CLASS}>
              Jadi Partner
            </Link>
            <CategoryMenu />
            <Link to={paths.referral()} className={TOP_BAR_ITEM_CLASS}>
              Program Referral
            </Link>
            <a href={`#${FOOTER_ID}`} className={TOP_BAR_ITEM_CLASS}>
              Pusat Bantuan
            </a>
          </nav>
        </div>
      </div>
    </div>
  );
}
