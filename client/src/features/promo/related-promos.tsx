import { useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { Section } from '../../components/section';
import { graphql } from '../../gql';
import { PromoCard } from './promo-card';
import { promoListHref } from './promo-list-params';

const RELATED_MAX = 10;

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

/**
 * A horizontal row of related promos (the current one left out). A failed query hides the
 * row: it is a secondary section.
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
      <Box mx={{ base: '-4', md: '0' }}>
        <Flex
          as="ul"
          listStyleType="none"
          gap={{ base: '3', md: '4' }}
          px={{ base: '4', md: '0' }}
          pb="2"
          overflowX="auto"
          scrollSnapType="x mandatory"
          scrollPaddingInline={{ base: '4', md: '0' }}
          data-testid="related-promos"
        >
          {items.slice(0, RELATED_MAX).map((promo) => (
            <Box
              as="li"
              key={promo.id}
              flex="0 0 auto"
              width={{ base: '42vw', sm: '220px', md: '240px' }}
              scrollSnapAlign="start"
            >
              <PromoCard promo={promo} />
            </Box>
          ))}
        </Flex>
      </Box>
    </Section>
  );
}
