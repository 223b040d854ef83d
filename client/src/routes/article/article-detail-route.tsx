import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { DetailImage } from '../../components/content-image';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { usePublicConfig } from '../../config/public-config';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/article-card';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import {
  ArticlePageQuery,
  RELATED_SHOWN,
  RelatedArticlesQuery,
  relatedVariables,
} from './article-detail-loader';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as articleCss from './article.css';

/** An article: its head, picture, body and tags, then related articles. Plain markup. */
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
    <div className={`${containerCss.root} ${pageCss.root}`}>
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
      <article className={articleCss.root}>
        <Breadcrumbs items={crumbs} />
        {article.category ? <p className={articleCss.kicker}>{article.category.title}</p> : null}
        <h1 className={articleCss.title}>{article.title}</h1>
        <div className={articleCss.byline}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.author ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                Oleh <span className={articleCss.author}>{article.author}</span>
              </span>
            </>
          ) : null}
        </div>
        <DetailImage src={article.image} alt={article.title} className={articleCss.image} />
        <HtmlContent html={article.content} textSize="lg" />
        {article.tags.length > 0 ? (
          <ul className={articleCss.tags} aria-label="Tag">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={paths.articles({ tag })} className={articleCss.tag}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {related.length > 0 ? (
        <div className={articleCss.related}>
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
        </div>
      ) : null}
    </div>
  );
}
