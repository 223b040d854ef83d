import type { FragmentType } from '@apollo/client';
import { Link } from 'react-router-dom';
import { Thumbnail } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatPoints } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { ChevronRightIcon, SparkleIcon } from './home-icons';
import * as homeCss from './home.css';
import * as iconCss from '../../components/icon.css';

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
      data-ripple=""
      className={homeCss.extraPromo}
    >
      <div className={homeCss.extraPromoRow}>
        <div className={homeCss.extraPromoLogo}>
          <Thumbnail src={promo.merchant.image} className={homeCss.extraPromoImg} />
        </div>
        <div className={homeCss.extraPromoText}>
          <div className={homeCss.extraPromoKicker}>
            <SparkleIcon className={`${iconCss.root} ${iconCss.size3}`} />
            Promo pilihan hari ini
          </div>
          <p className={homeCss.extraPromoTitle}>{promo.title}</p>
          <p className={homeCss.extraPromoMeta}>
            {promo.merchant.name} · {promo.price > 0 ? formatPoints(promo.price) : 'Gratis'}
          </p>
        </div>
        <ChevronRightIcon className={`${iconCss.root} ${iconCss.size5}`} />
      </div>
    </Link>
  );
}
