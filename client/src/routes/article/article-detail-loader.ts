import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { notFound } from '../../lib/route-data';

export const ArticlePageQuery = graphql(`
  query ArticlePage($slug: String!) {
    article(slug: $slug) {
      id
      slug
      title
      image
      summary
      content
      tags
      author
      publishedAt
      category {
        id
        slug
        title
      }
    }
  }
`);

/** Articles of the same category; one more than shown, since the article itself may be among them. */
export const RelatedArticlesQuery = graphql(`
  query RelatedArticles($filter: ArticleFilter, $page: Int!, $pageSize: Int!) {
    articles(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ArticleCard_article
      }
    }
  }
`);

export const RELATED_SHOWN = 3;

export function relatedVariables(categorySlug: string) {
  return { filter: { category: categorySlug }, page: 1, pageSize: RELATED_SHOWN + 1 };
}

/**
 * The article, then its related articles: the second query needs the article's category, so
 * it cannot run beside the first. An unknown slug is a 404 before anything renders.
 */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const { data } = await client.query({ query: ArticlePageQuery, variables: { slug } });
    const article = data?.article;
    if (!article) notFound(`Artikel tidak ditemukan: ${slug}`);
    if (article.category) {
      await client.query({
        query: RelatedArticlesQuery,
        variables: relatedVariables(article.category.slug),
        errorPolicy: 'all',
      });
    }
    return null;
  };
}
