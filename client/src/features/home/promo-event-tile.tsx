import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import * as badgeCss from '../../components/badge.css';
import * as cardCss from '../../components/card.css';

export const PromoEventTileFragment = graphql(`
  fragment PromoEventTile_promoEvent on PromoEvent {
    type
    id
    slug
    title
    image
    subtitle
    pointCost
    startAt
    endAt
  }
`);

/** One featured item of the home page's mixed row: a promo or an event, marked as such. */
export function PromoEventTile(props: {
  item: FragmentType<typeof PromoEventTileFragment>;
  /** How wide its picture is drawn, as `sizes`, where the list is not the card grid. */
  imageSizes?: string;
}) {
  const item = fragmentData(PromoEventTileFragment, props.item);
  const isEvent = item.type === 'EVENT';
  const when = isEvent
    ? formatDate(item.startAt)
    : item.endAt
      ? `s/d ${formatDate(item.endAt)}`
      : '';

  return (
    <CardLink
      to={isEvent ? paths.event(item.slug) : paths.promo(item.slug)}
      testId="promo-event-tile"
    >
      <div className={cardCss.media}>
        <ContentImage
          src={item.image}
          alt={item.title}
          width={400}
          height={225}
          sizes={props.imageSizes}
        />
        <span
          className={`${badgeCss.root} ${isEvent ? badgeCss.orange : badgeCss.brand} ${cardCss.badge}`}
        >
          {isEvent ? 'Event' : 'Promo'}
        </span>
      </div>
      <div className={`${cardCss.body} ${cardCss.bodyTight}`}>
        <p className={cardCss.title}>{item.title}</p>
        {item.subtitle ? (
          <p className={`${cardCss.meta} ${cardCss.truncate}`}>{item.subtitle}</p>
        ) : null}
        <div className={cardCss.footer}>
          <p className={cardCss.cost}>
            {item.pointCost > 0 ? formatPoints(item.pointCost) : 'Gratis'}
          </p>
          <p className={cardCss.meta}>{when}</p>
        </div>
      </div>
    </CardLink>
  );
}
