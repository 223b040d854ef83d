import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import * as walletTabsCss from './wallet-tabs.css';

const tabs = [
  { to: paths.accountVoucher(), label: 'Aktif', end: true },
  { to: paths.accountVoucherBookmark(), label: 'Bookmark', end: false },
  { to: paths.accountVoucherHistory(), label: 'Riwayat', end: false },
];

/**
 * The wallet's three lists as links (NavLink marks the current one with aria-current="page"),
 * so each is its own URL, server-rendered, and Back moves between them: navigation, not a tab
 * widget.
 */
export function WalletTabs() {
  return (
    <nav aria-label="Voucher saya" className={walletTabsCss.root}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end}>
          {({ isActive }) => (
            <span
              className={
                isActive ? `${walletTabsCss.tab} ${walletTabsCss.tabCurrent}` : walletTabsCss.tab
              }
            >
              {tab.label}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
