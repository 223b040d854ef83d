import { useQuery } from '@apollo/client/react';
import { AccountHomeSkeleton } from '../../features/account/account-home-skeleton';
import { PageHead } from '../../components/page-head';
import { AccountTiles } from '../../features/account/account-tiles';
import { PointBalanceCard } from '../../features/account/point-balance-card';
import { ProfileCard } from '../../features/account/profile-card';
import { TierCard } from '../../features/account/tier-card';
import { useHeaderData } from '../../lib/header-query';
import { AccountHomeQuery, accountHomeOptions } from './account-loader';
import * as accountCss from '../../features/account/account.css';

export function Component() {
  const header = useHeaderData();
  const { data } = useQuery(AccountHomeQuery, accountHomeOptions);
  const viewer = header.data?.viewer;
  if (!viewer || !data) return <AccountHomeSkeleton />;

  const badges = viewer.badgeCategories?.flatMap((category) => category.badges) ?? [];
  const badgeCount = viewer.badgeCategories
    ? { obtained: badges.filter((badge) => badge.isObtained).length, total: badges.length }
    : undefined;

  return (
    <div className={accountCss.accountHome}>
      <PageHead
        title="Akun Saya"
        description="Profil, tier, poin, kartu membership dan badge milikmu."
        robots="noindex"
      />
      <div className={accountCss.accountHomeTop}>
        <ProfileCard user={viewer.user} />
        <TierCard tier={data.viewer?.tier ?? viewer.tier} tiers={data.membershipTiers ?? []} />
      </div>
      <PointBalanceCard point={viewer.point} expiring={viewer.expiringPoint} scheduleLink />
      <AccountTiles
        badgeCount={badgeCount}
        referralCode={viewer.referral?.code.toUpperCase()}
        cardCount={viewer.cards?.totalCount}
      />
    </div>
  );
}
