import { useQuery } from '@apollo/client/react';
import { Section } from '../../components/section';
import { PromoCard } from './promo-card';
import { promoListHref } from './promo-list-params';
import { PromoRelatedQuery, type relatedPromoVariables } from './related-promos-query';
import * as promoCss from './promo.css';

const RELATED_MAX = 10;

/**
 * A horizontal row of related promos (the current one left out). A failed query hides the
 * row: it is a secondary section. Static classes (promo.css.ts).
 */
export function RelatedPromos(props: {
  promoId: string;
  variables: ReturnType<typeof relatedPromoVariables>;
}) {
  const { data } = useQuery(PromoRelatedQuery, { variables: props.variables, errorPolicy: 'all' });
  const seen = new Set([props.promoId]);
  const items = [...(data?.byMerchant?.items ?? []), ...(data?.byCategory?.items ?? [])].filter(
    (item) => !seen.has(item.id) && Boolean(seen.add(item.id)),
  );
  if (items.length === 0) return null;

  const seeAll = promoListHref(
    props.variables.withCategory
      ? { category: props.variables.category, sort: 'newest' }
      : { merchant: props.variables.merchant, sort: 'newest' },
  );
  return (
    <Section title="Promo Terkait" seeAllHref={seeAll}>
      <div className={promoCss.related}>
        <ul className={promoCss.relatedList} data-testid="related-promos">
          {items.slice(0, RELATED_MAX).map((promo) => (
            <li key={promo.id} className={promoCss.relatedItem}>
              <PromoCard promo={promo} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
