import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';

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
export function PromoEventTile(props: { item: FragmentType<typeof PromoEventTileFragment> }) {
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
      <div className="mv-card__media">
        <ContentImage src={item.image} alt={item.title} width={400} height={225} />
        <span className={`mv-badge mv-badge--${isEvent ? 'orange' : 'brand'} mv-card__badge`}>
          {isEvent ? 'Event' : 'Promo'}
        </span>
      </div>
      <div className="mv-card__body mv-card__body--tight">
        <p className="mv-card__title">{item.title}</p>
        {item.subtitle ? <p className="mv-card__meta mv-card__truncate">{item.subtitle}</p> : null}
        <div className="mv-card__footer">
          <p className="mv-card__cost">
            {item.pointCost > 0 ? formatPoints(item.pointCost) : 'Gratis'}
          </p>
          <p className="mv-card__meta">{when}</p>
        </div>
      </div>
    </CardLink>
  );
}
