import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Skeleton, Stack } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, formatPoints } from '../../lib/format';
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
  const { data: item, complete } = useFragment({
    fragment: PromoEventTileFragment,
    from: props.item,
  });
  if (!complete) return <PromoEventTileSkeleton />;
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
        <Badge
          className="mv-card__badge"
          colorPalette={isEvent ? 'orange' : 'brand'}
          variant="solid"
          size="sm"
        >
          {isEvent ? 'Event' : 'Promo'}
        </Badge>
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

export function PromoEventTileSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="400 / 225" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="2lh" />
        <Skeleton height="3" width="60%" />
        <Skeleton height="4" width="40%" />
      </Stack>
    </Box>
  );
}
