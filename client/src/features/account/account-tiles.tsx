import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import type { LineIconProps } from '../../components/line-icon';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { useTrackIntro } from '../../lib/tracking/tracking';
import type { IntroEventKey } from '../../lib/tracking/tracking-events';
import {
  BadgeIcon,
  CardIcon,
  PointIcon,
  ReferralIcon,
  SettingIcon,
  VoucherIcon,
} from './account-icons';
import * as accountTilesCss from './account-tiles.css';
import * as iconCss from '../../components/icon.css';

interface TileSpec {
  key: string;
  label: string;
  hint: ReactNode;
  icon: ComponentType<LineIconProps>;
  to?: string;
  href?: string;
  track?: IntroEventKey;
}

function TileBody(props: { spec: TileSpec }) {
  const { spec } = props;
  return (
    <div className={accountTilesCss.tile}>
      <div className={accountTilesCss.icon}>
        <spec.icon className={`${iconCss.root} ${iconCss.size5}`} />
      </div>
      <p className={accountTilesCss.label}>{spec.label}</p>
      <p className={accountTilesCss.hint}>{spec.hint}</p>
    </div>
  );
}

/**
 * A tile for each part of the account. SPEC 9's intro events fire as they do from the user
 * menu; Membership opens the sign-on host's card page in a new tab.
 */
export function AccountTiles(props: {
  badgeCount?: { obtained: number; total: number };
  referralCode?: string;
  cardCount?: number;
}) {
  const { ssoUrl } = usePublicConfig();
  const trackIntro = useTrackIntro();
  const tiles: TileSpec[] = [
    {
      key: 'point',
      label: 'Poin Saya',
      hint: 'Riwayat dan poin kedaluwarsa',
      icon: PointIcon,
      to: paths.accountPoint(),
      track: 'myPoint',
    },
    {
      key: 'voucher',
      label: 'Voucher Saya',
      hint: 'Voucher aktif, favorit dan riwayat',
      icon: VoucherIcon,
      to: paths.accountVoucher(),
    },
    {
      key: 'badge',
      label: 'Koleksi Badge',
      hint: props.badgeCount
        ? `${props.badgeCount.obtained}/${props.badgeCount.total} badge terkumpul`
        : 'Badge yang sudah dan belum didapat',
      icon: BadgeIcon,
      to: paths.accountBadge(),
    },
    {
      key: 'referral',
      label: 'Kode Referral',
      hint: props.referralCode ? `Kode ${props.referralCode}` : 'Ajak teman, dapat poin',
      icon: ReferralIcon,
      to: paths.accountReferral(),
      track: 'referral',
    },
    {
      key: 'setting',
      label: 'Pengaturan',
      hint: 'Profil, alamat dan keamanan',
      icon: SettingIcon,
      to: paths.accountSetting(),
      track: 'setting',
    },
    {
      key: 'card',
      label: 'Membership',
      hint: props.cardCount == null ? 'Kartu membership' : `${props.cardCount} kartu membership`,
      icon: CardIcon,
      href: `${ssoUrl}/account/card`,
      track: 'myCard',
    },
  ];

  return (
    <ul className={accountTilesCss.root} aria-label="Bagian akun" data-testid="account-tiles">
      {tiles.map((spec) => {
        const onClick = spec.track ? () => trackIntro(spec.track!) : undefined;
        return (
          <li key={spec.key}>
            {spec.to ? (
              <Link to={spec.to} onClick={onClick} className={accountTilesCss.link} data-ripple="">
                <TileBody spec={spec} />
              </Link>
            ) : (
              <ExternalLink
                href={spec.href!}
                newTab
                className={accountTilesCss.link}
                data-ripple=""
                onClick={onClick}
              >
                <TileBody spec={spec} />
              </ExternalLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
