import { useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { Section } from '../../components/section';
import { PromoCard } from './promo-card';
import { promoListHref } from './promo-list-params';
import { PromoRelatedQuery, type relatedPromoVariables } from './related-promos-query';

const RELATED_MAX = 10;

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
