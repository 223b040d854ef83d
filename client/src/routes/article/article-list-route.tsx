import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FilterLinks, listSearch } from '../../components/filter-links';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/article-card';
import { paths } from '../../lib/paths';
import { ArticleCategoriesQuery, ArticleListQuery, articleListArgs } from './article-list-query';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as listCss from '../../components/list-page.css';
import * as articleCss from './article.css';

/** The articles, filtered by category or tag. Plain markup. */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const { category, tag, page, variables } = articleListArgs(searchParams);
  const { data } = useQuery(ArticleListQuery, { variables: { ...variables, page } });
  const { data: categoryData } = useQuery(ArticleCategoriesQuery, { errorPolicy: 'all' });
  const categories = categoryData?.articleCategories ?? [];
  const list = data?.articles;
  const activeCategory = categories.find((item) => item.slug === category);
  const total = categories.reduce((sum, item) => sum + (item.articleCount ?? 0), 0);

  const heading = activeCategory ? `Bacaan: ${activeCategory.title}` : 'Bacaan';
  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={heading}
        description={`Artikel, tips dan cerita seputar promo, poin dan gaya hidup dari ${brandName}.`}
      />
      <h1 className={pageCss.title}>{heading}</h1>
      <p className={listCss.lead}>Artikel, tips dan cerita seputar promo dan gaya hidup.</p>
      {categories.length > 0 ? (
        <FilterLinks
          label="Kategori artikel"
          items={[
            {
              label: 'Semua',
              search: listSearch(searchParams, { category: null }),
              active: !category,
              count: total || undefined,
            },
            ...categories.map((item) => ({
              label: item.title,
              search: listSearch(searchParams, { category: item.slug }),
              active: item.slug === category,
              count: item.articleCount ?? undefined,
            })),
          ]}
        />
      ) : null}
      {tag ? (
        <p className={articleCss.tagFilter}>
          Tag <strong>#{tag}</strong> ·{' '}
          <Link
            to={{ search: listSearch(searchParams, { tag: null }) }}
            className={articleCss.tagFilterClear}
          >
            Hapus tag
          </Link>
        </p>
      ) : null}
      {list && list.items.length === 0 ? (
        <EmptyState
          title="Belum ada artikel di sini"
          description="Coba kategori lain atau lihat semua artikel."
          action={{ label: 'Lihat semua artikel', href: paths.articles() }}
        />
      ) : (
        <CardGrid layout="wide" skeleton={<ArticleCardSkeleton />} skeletonCount={6}>
          {list?.items.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMoreLink pageInfo={list?.pageInfo} />
    </div>
  );
}
