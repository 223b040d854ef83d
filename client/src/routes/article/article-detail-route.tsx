import { useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { ContentImageBox } from '../../components/content-image-box';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { usePublicConfig } from '../../config/public-config';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/article-card';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { DETAIL_SIZES } from '../../lib/image-url';
import {
  ArticlePageQuery,
  RELATED_SHOWN,
  RelatedArticlesQuery,
  relatedVariables,
} from './article-detail-loader';

export function Component() {
  const { slug = '' } = useParams();
  const origin = useSiteOrigin();
  const { brandName } = usePublicConfig();
  const { data } = useQuery(ArticlePageQuery, { variables: { slug } });
  const article = data?.article;
  const categorySlug = article?.category?.slug;
  const { data: relatedData } = useQuery(RelatedArticlesQuery, {
    variables: relatedVariables(categorySlug ?? ''),
    skip: !categorySlug,
    errorPolicy: 'all',
  });
  if (!article) return null;

  const path = paths.article(article.slug);
  const related = (relatedData?.articles.items ?? [])
    .filter((item) => item.id !== article.id)
    .slice(0, RELATED_SHOWN);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Bacaan', href: paths.articles() },
    ...(article.category
      ? [
          {
            label: article.category.title,
            href: paths.articles({ category: article.category.slug }),
          },
        ]
      : []),
    { label: article.title },
  ];
  const publisher = {
    '@type': 'Organization',
    name: brandName,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <PageHead
        title={article.title}
        description={article.summary}
        image={article.image}
        type="article"
        canonicalPath={path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.summary,
            image: [article.image],
            datePublished: article.publishedAt,
            author: article.author ? { '@type': 'Person', name: article.author } : publisher,
            publisher,
            mainEntityOfPage: `${origin}${path}`,
            ...(article.category ? { articleSection: article.category.title } : {}),
            ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
          },
          breadcrumbJsonLd(crumbs, origin, path),
        ]}
      />
      <Box as="article" maxW="3xl" mx="auto">
        <Breadcrumbs items={crumbs} />
        {article.category ? (
          <Text fontSize="sm" fontWeight="semibold" color="brand.600" mb="1">
            {article.category.title}
          </Text>
        ) : null}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          {article.title}
        </Heading>
        <HStack gap="2" mt="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.author ? (
            <>
              <span aria-hidden="true">·</span>
              <Text as="span">
                Oleh{' '}
                <Text as="span" color="fg" fontWeight="medium">
                  {article.author}
                </Text>
              </Text>
            </>
          ) : null}
        </HStack>
        <ContentImageBox
          src={article.image}
          sizes={DETAIL_SIZES}
          alt={article.title}
          width={800}
          height={450}
          priority
          rounded="lg"
          mt="5"
          mb="6"
        />
        <HtmlContent html={article.content} textSize="lg" />
        {article.tags.length > 0 ? (
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="6" aria-label="Tag">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Box
                  asChild
                  display="inline-block"
                  px="3"
                  py="1"
                  rounded="full"
                  bg="brand.50"
                  color="brand.700"
                  fontSize="sm"
                >
                  <Link to={paths.articles({ tag })}>#{tag}</Link>
                </Box>
              </li>
            ))}
          </Flex>
        ) : null}
      </Box>
      {related.length > 0 ? (
        <Box mt="10" borderTopWidth="1px">
          <Section
            title="Artikel terkait"
            seeAllHref={
              article.category ? paths.articles({ category: article.category.slug }) : undefined
            }
          >
            <CardGrid
              layout="wide"
              skeleton={<ArticleCardSkeleton />}
              skeletonCount={RELATED_SHOWN}
              reloading={false}
            >
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </CardGrid>
          </Section>
        </Box>
      ) : null}
    </Container>
  );
}
