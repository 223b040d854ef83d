import { graphql } from '../../gql';
import { pageNumber } from '../../lib/route-data';

const ARTICLE_PAGE_SIZE = 12;

export const ArticleListQuery = graphql(`
  query ArticleList($filter: ArticleFilter, $page: Int!, $pageSize: Int!) {
    articles(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ArticleCard_article
      }
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`);

export const ArticleCategoriesQuery = graphql(`
  query ArticleCategories {
    articleCategories {
      id
      slug
      title
      articleCount
    }
  }
`);

/**
 * The list's variables from its URL (`?category=kuliner&tag=hemat&page=2`), the same for the
 * loader and the component so the component reads what the loader fetched.
 */
export function articleListArgs(searchParams: URLSearchParams) {
  const category = searchParams.get('category')?.trim() || undefined;
  const tag = searchParams.get('tag')?.trim() || undefined;
  const filter = category || tag ? { category, tag } : undefined;
  return {
    category,
    tag,
    page: pageNumber(searchParams),
    variables: { filter, pageSize: ARTICLE_PAGE_SIZE },
  };
}
