import { useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { ContentImageBox } from '../../components/content-image-box';
import { EmptyState } from '../../components/empty-state';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import { MerchantPageQuery, PROMO_PAGE_SIZE } from './merchant-detail-loader';
import { OutletList } from './outlet-list';

export function Component() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const origin = useSiteOrigin();
  const page = pageNumber(searchParams);
  const { data: pageData } = useQuery(MerchantPageQuery, { variables: { slug } });
  const { data: promoData, error: promoError } = useQuery(PromoListQuery, {
    variables: { filter: { merchant: slug }, page, pageSize: PROMO_PAGE_SIZE },
    errorPolicy: 'all',
  });
  const merchant = pageData?.merchant;
  if (!merchant) return null;

  const path = paths.merchant(merchant.slug);
  const promos = promoData?.promos;
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Brand Partner', href: paths.merchants() },
    { label: merchant.name },
  ];
  const description =
    merchant.description ?? `Promo dan voucher ${merchant.name} yang bisa kamu tukar dengan poin.`;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <PageHead
        title={merchant.name}
        description={description}
        image={merchant.image}
        canonicalPath={path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: merchant.name,
            url: `${origin}${path}`,
            logo: merchant.image,
            ...(merchant.description ? { description: merchant.description } : {}),
            ...(merchant.website ? { sameAs: [merchant.website] } : {}),
          },
          breadcrumbJsonLd(crumbs, origin, path),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <Flex
        gap={{ base: '4', md: '6' }}
        align={{ base: 'flex-start', md: 'center' }}
        bg="white"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <ContentImageBox
          src={merchant.image}
          alt={`Logo ${merchant.name}`}
          width={256}
          height={256}
          fit="contain"
          priority
          w={{ base: '20', md: '28' }}
          flexShrink="0"
          rounded="lg"
        />
        <Stack gap="2" minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {merchant.name}
          </Heading>
          {merchant.categories.length > 0 ? (
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Kategori">
              {merchant.categories.map((category) => (
                <li key={category.id}>
                  <Box
                    asChild
                    display="inline-block"
                    px="2.5"
                    py="0.5"
                    rounded="full"
                    bg="brand.50"
                    color="brand.700"
                    fontSize="xs"
                    fontWeight="medium"
                  >
                    <Link to={paths.category(category.slug)}>{category.title}</Link>
                  </Box>
                </li>
              ))}
            </HStack>
          ) : null}
          {merchant.description ? (
            <Text color="fg.muted" maxW="3xl">
              {merchant.description}
            </Text>
          ) : null}
          {merchant.website ? (
            <Text fontSize="sm">
              Situs web:{' '}
              <ChakraExternalLink href={merchant.website} newTab>
                {merchant.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </ChakraExternalLink>
            </Text>
          ) : null}
        </Stack>
      </Flex>

      <Section title={promos ? `Promo (${promos.pageInfo.totalCount})` : 'Promo'}>
        {promos && promos.items.length === 0 ? (
          <EmptyState
            title={`Belum ada promo dari ${merchant.name}`}
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
          <CardGrid skeleton={<PromoCardSkeleton />} skeletonCount={4}>
            {promos?.items.map((promo) => (
              <li key={promo.id}>
                <PromoCard promo={promo} />
              </li>
            ))}
          </CardGrid>
        )}
        {promos ? (
          <LoadMoreLink page={promos.pageInfo.page} hasNextPage={promos.pageInfo.hasNextPage} />
        ) : null}
      </Section>

      {merchant.outlets.length > 0 ? (
        <Section title={`Outlet (${merchant.outlets.length})`}>
          <OutletList outlets={merchant.outlets} />
        </Section>
      ) : null}
    </Container>
  );
}
