import { Thumbnail } from './thumbnail';
import * as cardCss from './card.css';
import * as merchantBylineCss from './merchant-byline.css';

/** The merchant's logo and name above a promo's title (cards and the member's bookmarks). */
export function MerchantByline({ merchant }: { merchant: { name: string; image: string } }) {
  return (
    <div className={merchantBylineCss.root}>
      <Thumbnail src={merchant.image} className={merchantBylineCss.logo} />
      <p className={`${cardCss.meta} ${cardCss.truncate}`}>{merchant.name}</p>
    </div>
  );
}
