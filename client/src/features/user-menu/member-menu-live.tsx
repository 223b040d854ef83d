import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { HeaderPopover, PopoverTitle } from '../../components/popover';
import { AvatarPhoto } from '../../components/avatar-photo';
import { MemberAvatar } from '../../components/member-avatar';
import { usePublicConfig } from '../../config/public-config';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { formatPoint, truncateEmail } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useTrackIntro } from '../../lib/tracking/tracking';
import { MemberMenuTrigger, type Viewer } from './member-menu-trigger';
import * as memberMenuCss from './member-menu.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';
import * as buttonCss from '../../components/button.css';
import * as buttonPaletteCss from '../../components/button-palette.css';
import * as memberAvatarCss from '../../components/member-avatar.css';

// The confirmation dialog (and its focus trap) loads when a member first asks to log out:
// most visits never do, so it stays out of the first download.
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);

function Tile(props: { label: string; value?: ReactNode; testId: string }) {
  return (
    <div className={memberMenuCss.tile} data-testid={props.testId}>
      <p className={memberMenuCss.tileLabel}>{props.label}</p>
      <p className={memberMenuCss.tileValue}>{props.value ?? '–'}</p>
    </div>
  );
}

/** SPEC 2: the member's menu: who, Value ID, the tiles into the account area, Logout. */
export function LiveMemberMenu({
  viewer,
  open: openAtStart,
  triggerMark,
}: LiveControlOptions & { viewer: Viewer }) {
  const config = usePublicConfig();
  const location = useLocation();
  const trackIntro = useTrackIntro();
  const [open, setOpen] = useState(openAtStart);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutAsked, setLogoutAsked] = useState(false);
  const { user } = viewer;

  // A link followed from the menu closes it.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    if (open) setOpen(false);
  }

  const badges = viewer.badgeCategories?.flatMap((category) => category.badges) ?? [];
  const obtained = badges.filter((badge) => badge.isObtained).length;
  const tiles: Array<{ key: string; node: ReactNode }> = [
    {
      key: 'tier',
      node: (
        <ExternalLink href={`${config.ssoUrl}/tnc_tiers`} newTab display="block">
          <Tile label={`${config.brandName} Tier`} value={viewer.tier?.name} testId="tile-tier" />
        </ExternalLink>
      ),
    },
    {
      key: 'point',
      node: (
        <Link to={paths.accountPoint()} onClick={() => trackIntro('myPoint')}>
          <Tile label="Poin Saya" value={formatPoint(viewer.point)} testId="tile-point" />
        </Link>
      ),
    },
    {
      key: 'badge',
      node: (
        <Link to={paths.accountBadge()}>
          <Tile
            label="Koleksi Badge"
            value={badges.length ? `${obtained}/${badges.length}` : undefined}
            testId="tile-badge"
          />
        </Link>
      ),
    },
    {
      key: 'voucher',
      node: (
        <Link to={paths.accountVoucher()}>
          <Tile label="Voucher Saya" value="Lihat" testId="tile-voucher" />
        </Link>
      ),
    },
    {
      key: 'card',
      node: (
        <ExternalLink
          href={`${config.ssoUrl}/account/card`}
          newTab
          display="block"
          onClick={() => trackIntro('myCard')}
        >
          <Tile
            label="Membership"
            value={viewer.cards ? `${viewer.cards.totalCount} kartu` : undefined}
            testId="tile-card"
          />
        </ExternalLink>
      ),
    },
    {
      key: 'referral',
      node: (
        <Link to={paths.accountReferral()} onClick={() => trackIntro('referral')}>
          <Tile
            label="Kode Referral"
            value={viewer.referral?.code.toUpperCase()}
            testId="tile-referral"
          />
        </Link>
      ),
    },
  ];

  return (
    <>
      <HeaderPopover
        open={open}
        onOpenChange={setOpen}
        trigger={<MemberMenuTrigger viewer={viewer} {...triggerMark} />}
        label="Menu akun"
        align="end"
        className={memberMenuCss.popover}
        testId="user-menu"
      >
        <div className={memberMenuCss.root}>
          <div className={memberMenuCss.who}>
            <MemberAvatar
              name={user.fullName}
              size="lg"
              photo={<AvatarPhoto src={user.photo} alt="" className={memberAvatarCss.image} />}
            />
            <div className={memberMenuCss.whoText}>
              <PopoverTitle>{user.fullName}</PopoverTitle>
              {user.email ? (
                <p className={memberMenuCss.email} title={user.email}>
                  {truncateEmail(user.email)}
                </p>
              ) : null}
              <Link
                to={paths.accountSetting()}
                onClick={() => trackIntro('setting')}
                className={memberMenuCss.profile}
              >
                Lihat Profil
              </Link>
            </div>
          </div>
          <span
            className={`${badgeSubtleCss.root} ${badgeSubtleCss.md} ${badgeSubtleCss.brand} ${memberMenuCss.valueId}`}
          >
            Value ID: {user.valueId}
          </span>
          <ul className={memberMenuCss.tiles}>
            {tiles.map((tile) => (
              <li key={tile.key}>{tile.node}</li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonPaletteCss.buttonRed} ${buttonCss.outline}`}
            onClick={() => {
              trackIntro('logout');
              setOpen(false);
              setLogoutAsked(true);
              setLogoutOpen(true);
            }}
          >
            Logout
          </button>
        </div>
      </HeaderPopover>
      {logoutAsked ? (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
