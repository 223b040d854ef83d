import * as accountCss from './account.css';
import * as skeletonCss from '../../components/skeleton.css';
// Shell code (the account layout shows it): static markup, so none of the cards' own code
// (alerts, copy button, avatar) lands in the layout's first download.

/** /account's shape while its data loads: profile, tier, balance and tiles, same sizes. */
export function AccountHomeSkeleton() {
  return (
    <div className={accountCss.accountHome} aria-busy="true" data-testid="account-home-skeleton">
      <div className={accountCss.accountHomeTop}>
        <div className={accountCss.accountPanel}>
          <div className={accountCss.accountSkeletonWho}>
            <div className={`${skeletonCss.root} ${accountCss.accountSkeletonPhoto}`} />
            <div className={accountCss.accountSkeletonLines}>
              <div className={`${skeletonCss.root} ${accountCss.accountSkeletonName}`} />
              <div className={`${skeletonCss.root} ${accountCss.accountSkeletonEmail}`} />
              <div className={`${skeletonCss.root} ${accountCss.accountSkeletonVerified}`} />
            </div>
          </div>
          <div className={`${skeletonCss.root} ${accountCss.accountSkeletonValueId}`} />
        </div>
        <div className={`${skeletonCss.root} ${accountCss.accountSkeletonTier}`} />
      </div>
      <div className={`${skeletonCss.root} ${accountCss.accountSkeletonBalance}`} />
      <div className={accountCss.accountSkeletonTiles}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={`${skeletonCss.root} ${accountCss.accountSkeletonTile}`} />
        ))}
      </div>
    </div>
  );
}
