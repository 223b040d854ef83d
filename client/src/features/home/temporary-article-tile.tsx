// replaced by ArticleCard on merge
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';

export const TemporaryArticleTileFragment = graphql(`
  fragment TemporaryArticleTile_article on Article {
    id
    slug
    title
    image
    publishedAt
    category {
      id
      title
    }
  }
`);

/** Stand-in for ArticleCard (features/article/article-card.tsx), which lands in another branch. */
export function TemporaryArticleTile(props: {
  article: FragmentType<typeof TemporaryArticleTileFragment>;
}) {
  const { data: article, complete } = useFragment({
    fragment: TemporaryArticleTileFragment,
    from: props.article,
  });
  if (!complete) return <TemporaryArticleTileSkeleton />;

  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      data-ripple=""
      _hover={{ shadow: 'md' }}
    >
      <Link
        to={`${paths.articles()}/${encodeURIComponent(article.slug)}`}
        data-testid="article-tile"
      >
        <ContentImage src={article.image} alt={article.title} width={800} height={450} />
        <Stack gap="1" p="3" flex="1">
          {article.category ? (
            <Text fontSize="xs" color="brand.600" fontWeight="semibold" truncate>
              {article.category.title}
            </Text>
          ) : null}
          <Text fontWeight="semibold" fontSize="sm" lineClamp="2" minH="2lh">
            {article.title}
          </Text>
          <Text mt="auto" fontSize="xs" color="fg.muted">
            {formatDate(article.publishedAt)}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

export function TemporaryArticleTileSkeleton() {
  return (
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="800 / 450" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="3" width="40%" />
        <Skeleton height="2lh" />
        <Skeleton height="3" width="30%" />
      </Stack>
    </Box>
  );
}
