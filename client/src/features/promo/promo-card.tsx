import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { Thumbnail } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';

export const PromoCardFragment = graphql(`
  fragment PromoCard_promo on Promo {
    id
    slug
    title
    thumbnail
    price
    validTo
    isExpired
    merchant {
      id
      name
      image
    }
  }
`);

/** The merchant's logo and name above a promo's title (cards and the member's bookmarks). */
export function MerchantByline({ merchant }: { merchant: { name: string; image: string } }) {
  return (
    <div className="mv-byline">
      <Thumbnail src={merchant.image} className="mv-byline__logo" />
      <p className="mv-card__meta mv-card__truncate">{merchant.name}</p>
    </div>
  );
}

/** What a promo costs, as its card and its page say it: '1.500 poin' or 'Gratis'. */
export function promoCostLabel(price: number): string {
  return price > 0 ? formatPoints(price) : 'Gratis';
}

/** One promo in any list: image, merchant, title, cost, valid until. The whole card links. */
export function PromoCard(props: {
  promo: FragmentType<typeof PromoCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const promo = fragmentData(PromoCardFragment, props.promo);

  return (
    <CardLink to={paths.promo(promo.slug)} testId="promo-card">
      <ContentImage
        src={promo.thumbnail}
        alt={promo.title}
        width={400}
        height={225}
        priority={props.priority}
      />
      <div className="mv-card__body">
        <MerchantByline merchant={promo.merchant} />
        <p className="mv-card__title">{promo.title}</p>
        <div className="mv-card__footer">
          <p className="mv-card__cost">{promoCostLabel(promo.price)}</p>
          <p className={promo.isExpired ? 'mv-card__meta mv-card__meta--alert' : 'mv-card__meta'}>
            {promo.isExpired ? 'Berakhir' : `s/d ${formatDate(promo.validTo)}`}
          </p>
        </div>
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function PromoCardSkeleton() {
  return (
    <div className="mv-card-skeleton" aria-hidden="true">
      <SkeletonBlock className="mv-skeleton--media" style={{ aspectRatio: '400 / 225' }} />
      <div className="mv-card-skeleton__body">
        <SkeletonBlock style={{ height: '1rem', width: '50%' }} />
        <SkeletonBlock style={{ height: '2lh' }} />
        <SkeletonBlock style={{ height: '1rem', width: '40%' }} />
      </div>
    </div>
  );
}
