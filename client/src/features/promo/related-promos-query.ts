import { graphql } from '../../gql';

/** Other promos of the promo's merchant, then of its first category (one request). */
export const PromoRelatedQuery = graphql(`
  query PromoRelated($merchant: String!, $category: String!, $withCategory: Boolean!) {
    byMerchant: promos(filter: { merchant: $merchant }, pageSize: 8) {
      items {
        id
        ...PromoCard_promo
      }
    }
    byCategory: promos(filter: { category: $category }, pageSize: 8) @include(if: $withCategory) {
      items {
        id
        ...PromoCard_promo
      }
    }
  }
`);

export function relatedPromoVariables(promo: {
  merchant: { slug: string };
  categories: ReadonlyArray<{ slug: string }>;
}) {
  const category = promo.categories[0]?.slug;
  return {
    merchant: promo.merchant.slug,
    category: category ?? '',
    withCategory: Boolean(category),
  };
}
