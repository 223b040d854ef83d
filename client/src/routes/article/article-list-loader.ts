import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryPages } from '../../lib/route-data';
import { ArticleCategoriesQuery, ArticleListQuery, articleListArgs } from './article-list-query';

export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { variables, page } = articleListArgs(new URL(request.url).searchParams);
    await Promise.all([
      queryPages(client, ArticleListQuery, variables, page),
      client.query({ query: ArticleCategoriesQuery, errorPolicy: 'all' }),
    ]);
    return null;
  };
}
