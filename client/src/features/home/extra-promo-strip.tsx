import type { FragmentType } from '@apollo/client';
import { Link } from 'react-router-dom';
import { Thumbnail } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { ChevronRightIcon, SparkleIcon } from './home-icons';

export const ExtraPromoStripFragment = graphql(`
  fragment ExtraPromoStrip_promo on Promo {
    id
    slug
    title
    price
    merchant {
      id
      name
      image
    }
  }
`);

/**
 * SPEC 2: the extra promo block under the mobile banner. On phones only, a compact highlighted
 * strip with the programme's first favourite promo (docs/decisions.md): one tap to the offer,
 * before the rows below the fold.
 */
export function ExtraPromoStrip(props: { promo: FragmentType<typeof ExtraPromoStripFragment> }) {
  const promo = fragmentData(ExtraPromoStripFragment, props.promo);

  return (
    <Link
      to={paths.promo(promo.slug)}
      data-testid="extra-promo"
      aria-label={`Promo pilihan: ${promo.title}`}
      data-ripple=""
      className="mv-extra-promo"
    >
      <div className="mv-extra-promo__row">
        <div className="mv-extra-promo__logo">
          <Thumbnail src={promo.merchant.image} className="mv-extra-promo__img" />
        </div>
        <div className="mv-extra-promo__text">
          <div className="mv-extra-promo__kicker">
            <SparkleIcon className="mv-icon mv-icon--3" />
            Promo pilihan hari ini
          </div>
          <p className="mv-extra-promo__title">{promo.title}</p>
          <p className="mv-extra-promo__meta">
            {promo.merchant.name} · {promo.price > 0 ? formatPoints(promo.price) : 'Gratis'}
          </p>
        </div>
        <ChevronRightIcon className="mv-icon mv-icon--5" />
      </div>
    </Link>
  );
}
