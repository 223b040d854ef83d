import { useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { ContentImageBox } from '../../components/content-image-box';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { useHeaderData } from '../../features/header/header-query';
import { BookmarkButton } from '../../features/promo/bookmark-button';
import { ClaimVoucher } from '../../features/promo/claim-voucher';
import { promoCostLabel } from '../../features/promo/promo-card';
import { promoListHref } from '../../features/promo/promo-list-params';
import { RelatedPromos } from '../../features/promo/related-promos';
import { relatedPromoVariables } from '../../features/promo/related-promos-query';
import { ShareButton } from '../../features/promo/share-button';
import { formatDateRange, formatPoint } from '../../lib/format';
import { paths } from '../../lib/paths';
import { DETAIL_SIZES } from '../../lib/image-url';
import { PromoDetailQuery, PromoMemberQuery } from './promo-detail-loader';

function Fact(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Flex justify="space-between" gap="4" py="2" borderTopWidth="1px" fontSize="sm">
      <Text as="dt" color="fg.muted">
        {props.label}
      </Text>
      <Text as="dd" fontWeight="semibold" textAlign="end" data-testid={props.testId}>
        {props.children}
      </Text>
    </Flex>
  );
}

function DetailSection(props: { title: string; html: string }) {
  if (!props.html.trim()) return null;
  return (
    <Box as="section" py="4" borderTopWidth="1px">
      <Heading as="h2" size="md" mb="2">
        {props.title}
      </Heading>
      <HtmlContent html={props.html} fontSize="sm" />
    </Box>
  );
}

export function Component() {
  const { slug = '' } = useParams();
  const origin = useSiteOrigin();
  const { data } = useQuery(PromoDetailQuery, { variables: { slug } });
  const signedIn = Boolean(useHeaderData().data?.viewer);
  const { data: member } = useQuery(PromoMemberQuery, {
    variables: { slug },
    errorPolicy: 'all',
    skip: !signedIn,
  });
  const promo = data?.promo;
  if (!promo) return null;

  const path = paths.promo(promo.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Promo', href: paths.promos() },
    { label: promo.title },
  ];
  const validity = `Berlaku ${formatDateRange(promo.validFrom, promo.validTo)}`;

  return (
    <Container maxW="6xl" pt={{ base: '3', md: '6' }} pb={{ base: '0', md: '10' }}>
      <PageHead
        title={promo.title}
        description={promo.shortContent}
        image={promo.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />

      {/*
        Phones: one column, the actions last and stuck to the bottom of the screen while the
        page scrolls. Wider: image and details on the left, the summary and actions on the right.
      */}
      <Box
        display={{ base: 'flex', md: 'grid' }}
        flexDirection="column"
        gridTemplateColumns="minmax(0, 3fr) minmax(0, 2fr)"
        gridTemplateAreas={`"image summary" "image actions" "details actions"`}
        gridTemplateRows="auto auto 1fr"
        columnGap="8"
        rowGap={{ base: '4', md: '0' }}
      >
        <Box gridArea="image" mx={{ base: '-4', md: '0' }} mb={{ md: '6' }}>
          <ContentImageBox
            src={promo.image}
            sizes={DETAIL_SIZES}
            alt={promo.title}
            width={800}
            height={450}
            priority
            rounded={{ base: 'none', md: 'xl' }}
          />
        </Box>

        <Stack gridArea="summary" gap="3">
          <HStack gap="3" asChild>
            <Link to={paths.merchant(promo.merchant.slug)}>
              <Image
                src={promo.merchant.image}
                alt=""
                width="10"
                height="10"
                rounded="full"
                borderWidth="1px"
                loading="lazy"
              />
              <Text fontWeight="semibold" color="brand.700">
                {promo.merchant.name}
              </Text>
            </Link>
          </HStack>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
            {promo.title}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" color="brand.600" data-testid="promo-cost">
            {promoCostLabel(promo.price)}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="promo-validity">
            {validity}
          </Text>
          <Box as="dl" mt="1">
            <Fact label="Sisa voucher" testId="promo-stock">
              {promo.isQuotaAvailable && promo.stock > 0
                ? `${formatPoint(promo.stock)} voucher`
                : 'Habis'}
            </Fact>
            {promo.maxPerMember ? (
              <Fact label="Batas klaim">{`${promo.maxPerMember} per member`}</Fact>
            ) : null}
            {promo.categories.length > 0 ? (
              <Fact label="Kategori">
                {promo.categories.map((category, index) => (
                  <span key={category.id}>
                    {index > 0 ? ', ' : null}
                    <Link to={promoListHref({ category: category.slug, sort: 'newest' })}>
                      {category.title}
                    </Link>
                  </span>
                ))}
              </Fact>
            ) : null}
          </Box>
        </Stack>

        <Box
          gridArea="actions"
          order={{ base: 1, md: 0 }}
          position="sticky"
          bottom={{ base: '0', md: 'auto' }}
          top={{ base: 'auto', md: '4' }}
          alignSelf={{ base: 'stretch', md: 'start' }}
          zIndex="1"
          mx={{ base: '-4', md: '0' }}
          mt={{ md: '4' }}
          px={{ base: '4', md: '0' }}
          py={{ base: '3', md: '0' }}
          bg="white"
          borderTopWidth={{ base: '1px', md: '0' }}
          boxShadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.06)', md: 'none' }}
          data-testid="promo-actions"
        >
          <ClaimVoucher
            promo={promo}
            secondary={
              <>
                <BookmarkButton
                  promoId={promo.id}
                  bookmarked={member?.promo?.isBookmarked ?? false}
                />
                <ShareButton title={promo.title} text={promo.shortContent} />
              </>
            }
          />
        </Box>

        <Box gridArea="details">
          <DetailSection title="Deskripsi" html={promo.content} />
          <DetailSection title="Syarat & Ketentuan" html={promo.tnc} />
          <DetailSection title="Cara Penukaran" html={promo.howToUse} />
        </Box>
      </Box>

      <RelatedPromos promoId={promo.id} variables={relatedPromoVariables(promo)} />
    </Container>
  );
}
