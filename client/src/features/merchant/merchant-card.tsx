import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { MerchantLogo } from './merchant-logo';
import * as cardCss from '../../components/card.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';
import * as merchantCss from './merchant.css';

export const MerchantCardFragment = graphql(`
  fragment MerchantCard_merchant on Merchant {
    id
    slug
    name
    image
    promoCount
  }
`);

/** '3 promo', or 'Belum ada promo'. */
function promoCountLabel(count: number | null | undefined): string {
  return count ? `${count} promo` : 'Belum ada promo';
}

/** One merchant in any list: logo, name, how many promos. The whole tile links. */
export function MerchantCard(props: {
  merchant: FragmentType<typeof MerchantCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const merchant = fragmentData(MerchantCardFragment, props.merchant);

  return (
    <CardLink to={paths.merchant(merchant.slug)} testId="merchant-card" layout="tile">
      <MerchantLogo
        merchant={merchant}
        priority={props.priority}
        className={merchantCss.cardLogo}
      />
      <div className={merchantCss.cardTileText}>
        <p className={merchantCss.cardName}>{merchant.name}</p>
        <p className={cardCss.meta}>{promoCountLabel(merchant.promoCount)}</p>
      </div>
    </CardLink>
  );
}

/** The tile's shape while its list loads: same box, so nothing moves when the data lands. */
export function MerchantCardSkeleton() {
  return (
    <div className={`${cardSkeletonCss.root} ${merchantCss.cardSkeletonTile}`} aria-hidden="true">
      <SkeletonBlock className={merchantCss.cardLogo} style={{ aspectRatio: '1' }} />
      <div className={merchantCss.cardSkeletonTileText}>
        <SkeletonBlock style={{ height: '2lh', width: '80%' }} />
        <SkeletonBlock style={{ height: '0.75rem', width: '50%' }} />
      </div>
    </div>
  );
}
