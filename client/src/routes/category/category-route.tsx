import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { data, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { ContentImageBox } from '../../components/content-image-box';
import { EmptyState } from '../../components/empty-state';
import { FilterLinks, listSearch } from '../../components/filter-links';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { MerchantCard } from '../../features/merchant/merchant-card';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { graphql } from '../../gql';
import type { PromoSort } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { pageNumber, queryPages } from '../../lib/route-data';

export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      title
      image
    }
  }
`);

export const CategoryMerchantsQuery = graphql(`
  query CategoryMerchants($filter: MerchantFilter!, $page: Int!, $pageSize: Int!) {
    merchants(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        ...MerchantCard_merchant
      }
      pageInfo {
        totalCount
      }
    }
  }
`);

const PROMO_PAGE_SIZE = 12;
const MERCHANT_ROW_SIZE = 20;

const SORTS: ReadonlyArray<{ value: string; sort: PromoSort; label: string }> = [
  { value: 'newest', sort: 'NEWEST', label: 'Terbaru' },
  { value: 'ending_soon', sort: 'ENDING_SOON', label: 'Segera berakhir' },
];

/** The page's list arguments from its URL (`?sort=ending_soon&page=2`); newest by default. */
function categoryArgs(slug: string, searchParams: URLSearchParams) {
  const sortOption = SORTS.find((item) => item.value === searchParams.get('sort')) ?? SORTS[0]!;
  return {
    sortValue: sortOption.value,
    page: pageNumber(searchParams),
    promoVariables: {
      filter: { category: slug },
      sort: sortOption.sort,
      pageSize: PROMO_PAGE_SIZE,
    },
    merchantVariables: { filter: { category: slug }, page: 1, pageSize: MERCHANT_ROW_SIZE },
  };
}

/**
 * SPEC 2: the category is loaded before the page is entered; a missing one is a 404. Its
 * promos and merchants are asked at the same time and may fail alone. The category is
 * published to the global page context (SPEC 3).
 */
export function createLoader(client: ApolloClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const { page, promoVariables, merchantVariables } = categoryArgs(
      slug,
      new URL(request.url).searchParams,
    );
    const [result] = await Promise.all([
      client.query({ query: CategoryPageQuery, variables: { slug } }),
      queryPages(client, PromoListQuery, promoVariables, page, { errorPolicy: 'all' }),
      client.query({
        query: CategoryMerchantsQuery,
        variables: merchantVariables,
        errorPolicy: 'all',
      }),
    ]);
    if (!result.data?.category) {
      throw data(`Kategori tidak ditemukan: ${slug}`, { status: 404 });
    }
    const { id, title } = result.data.category;
    return { pageData: { category: { id, slug: result.data.category.slug, title } } };
  };
}

export function Component() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const origin = useSiteOrigin();
  const { sortValue, page, promoVariables, merchantVariables } = categoryArgs(slug, searchParams);
  const { data: page1 } = useQuery(CategoryPageQuery, { variables: { slug } });
  const { data: promoData, error: promoError } = useQuery(PromoListQuery, {
    variables: { ...promoVariables, page },
    errorPolicy: 'all',
  });
  const { data: merchantData } = useQuery(CategoryMerchantsQuery, {
    variables: merchantVariables,
    errorPolicy: 'all',
  });
  const category = page1?.category;
  if (!category) return null;

  const path = paths.category(category.slug);
  const promos = promoData?.promos;
  const merchants = merchantData?.merchants.items ?? [];
  const crumbs: Crumb[] = [{ label: 'Beranda', href: paths.home() }, { label: category.title }];

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <PageHead
        title={category.title}
        description={`Promo dan voucher ${category.title} dari brand partner pilihan, tukar dengan poinmu.`}
        image={category.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />
      <Flex
        align="center"
        gap="4"
        bg="white"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '5' }}
      >
        <ContentImageBox
          src={category.image}
          alt=""
          width={96}
          height={96}
          w={{ base: '14', md: '16' }}
          flexShrink="0"
          rounded="md"
        />
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {category.title}
          </Heading>
          {promos ? (
            <Text fontSize="sm" color="fg.muted">
              {promos.pageInfo.totalCount} promo
              {merchants.length > 0
                ? ` dari ${merchantData?.merchants.pageInfo.totalCount ?? merchants.length} brand partner`
                : ''}
            </Text>
          ) : null}
        </Box>
      </Flex>

      {merchants.length > 0 ? (
        <Section title="Brand partner" seeAllHref={paths.merchants({ category: category.slug })}>
          <Flex
            as="ul"
            listStyleType="none"
            gap="3"
            overflowX="auto"
            pb="2"
            mx={{ base: '-4', md: '0' }}
            px={{ base: '4', md: '0' }}
            css={{
              scrollSnapType: 'x mandatory',
              scrollPaddingInline: '1rem',
              scrollbarWidth: 'thin',
            }}
            aria-label={`Brand partner ${category.title}`}
          >
            {merchants.map((merchant) => (
              <Box
                as="li"
                key={merchant.id}
                flex="0 0 auto"
                w={{ base: '28', md: '32' }}
                css={{ scrollSnapAlign: 'start' }}
              >
                <MerchantCard merchant={merchant} />
              </Box>
            ))}
          </Flex>
        </Section>
      ) : null}

      <Section title="Promo">
        <FilterLinks
          label="Urutkan promo"
          items={SORTS.map((item) => ({
            label: item.label,
            search: listSearch(searchParams, {
              sort: item.value === SORTS[0]!.value ? null : item.value,
            }),
            active: item.value === sortValue,
          }))}
        />
        {promos && promos.items.length === 0 ? (
          <EmptyState
            title={`Belum ada promo ${category.title}`}
            description="Promo baru datang setiap minggu. Sementara itu, lihat promo lainnya."
            action={{ label: 'Lihat semua promo', href: paths.promos() }}
          />
        ) : !promos && promoError ? (
          <EmptyState
            title="Promo belum bisa dimuat"
            description="Coba muat ulang halaman ini sebentar lagi."
            action={{ label: 'Lihat semua promo', href: paths.promos() }}
          />
        ) : (
          <CardGrid skeleton={<PromoCardSkeleton />}>
            {promos?.items.map((promo, index) => (
              <li key={promo.id}>
                <PromoCard promo={promo} priority={index === 0} />
              </li>
            ))}
          </CardGrid>
        )}
        {promos ? (
          <LoadMoreLink page={promos.pageInfo.page} hasNextPage={promos.pageInfo.hasNextPage} />
        ) : null}
      </Section>
    </Container>
  );
}
