// Shell code (the account layout shows it): static markup on theme/account-css.ts and
// card-css.ts's `mv-skeleton`, so the layout needs no Chakra runtime and none of the cards' own
// code (alerts, copy button, avatar) lands in the first download.

/** /account's shape while its data loads: profile, tier, balance and tiles, same sizes. */
export function AccountHomeSkeleton() {
  return (
    <div className="mv-account-skeleton" aria-busy="true" data-testid="account-home-skeleton">
      <div className="mv-account-skeleton__top">
        <div className="mv-account-skeleton__profile">
          <div className="mv-account-skeleton__who">
            <div className="mv-skeleton mv-account-skeleton__photo" />
            <div className="mv-account-skeleton__lines">
              <div className="mv-skeleton mv-account-skeleton__name" />
              <div className="mv-skeleton mv-account-skeleton__email" />
              <div className="mv-skeleton mv-account-skeleton__verified" />
            </div>
          </div>
          <div className="mv-skeleton mv-account-skeleton__value-id" />
        </div>
        <div className="mv-skeleton mv-account-skeleton__tier" />
      </div>
      <div className="mv-skeleton mv-account-skeleton__balance" />
      <div className="mv-account-skeleton__tiles">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="mv-skeleton mv-account-skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
