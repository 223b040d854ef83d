import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage, type ContentImageProps } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { formatDate, promoCostLabel } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import * as cardCss from '../../components/card.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';
import * as promoCss from './promo.css';
import * as skeletonCss from '../../components/skeleton.css';
import { MerchantByline } from '../../components/merchant-byline';

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

/** One promo in any list: image, merchant, title, cost, valid until. The whole card links. */
export function PromoCard(props: {
  promo: FragmentType<typeof PromoCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
  /** `'eager'` in the first screen, not its largest (ContentImage `loading`). */
  loading?: ContentImageProps['loading'];
  /** How wide its picture is drawn, as `sizes`, where the list is not the card grid. */
  imageSizes?: string;
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
        loading={props.loading}
        sizes={props.imageSizes}
      />
      <div className={cardCss.body}>
        <MerchantByline merchant={promo.merchant} />
        <p className={cardCss.title}>{promo.title}</p>
        <div className={cardCss.footer}>
          <p className={cardCss.cost}>{promoCostLabel(promo.price)}</p>
          <p
            className={promo.isExpired ? `${cardCss.meta} ${promoCss.cardMetaAlert}` : cardCss.meta}
          >
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
    <div className={cardSkeletonCss.root} aria-hidden="true">
      <SkeletonBlock className={skeletonCss.media} style={{ aspectRatio: '400 / 225' }} />
      <div className={cardSkeletonCss.body}>
        <SkeletonBlock style={{ height: '1rem', width: '50%' }} />
        <SkeletonBlock style={{ height: '2lh' }} />
        <SkeletonBlock style={{ height: '1rem', width: '40%' }} />
      </div>
    </div>
  );
}
