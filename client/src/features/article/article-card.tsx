import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';

export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    id
    slug
    title
    image
    summary
    publishedAt
    category {
      id
      title
    }
  }
`);

/** One article in any list: image (16:9), category, title, summary, date. The whole card links. */
export function ArticleCard(props: {
  article: FragmentType<typeof ArticleCardFragment>;
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
}) {
  const { data: article, complete } = useFragment({
    fragment: ArticleCardFragment,
    from: props.article,
  });
  if (!complete) return <ArticleCardSkeleton />;

  // On phones a compact row (thumbnail beside the text), so a list is not a wall of images;
  // from `sm` up the usual card with the image on top.
  return (
    <CardLink to={paths.article(article.slug)} testId="article-card" layout="row-until-sm">
      <ContentImage
        src={article.image}
        alt={article.title}
        width={800}
        height={450}
        priority={props.priority}
        w={{ base: '38%', sm: 'full' }}
        flexShrink="0"
        alignSelf="flex-start"
        rounded={{ base: 'md', sm: 'none' }}
      />
      <Stack gap={{ base: '1', sm: '1.5' }} p={{ base: '0', sm: '3' }} flex="1" minW="0">
        {article.category ? (
          <Text fontSize="xs" fontWeight="semibold" color="brand.600" truncate>
            {article.category.title}
          </Text>
        ) : null}
        <Text
          as="h3"
          fontWeight="semibold"
          fontSize={{ base: 'sm', sm: 'md' }}
          lineClamp={{ base: '3', sm: '2' }}
          minH={{ sm: '2lh' }}
        >
          {article.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp="2" minH="2lh" hideBelow="sm">
          {article.summary}
        </Text>
        <Flex mt="auto" pt="1">
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </Text>
        </Flex>
      </Stack>
    </CardLink>
  );
}

/** The card's shape while its list loads: same box, so nothing moves when the data lands. */
export function ArticleCardSkeleton() {
  return (
    <Box
      display="flex"
      flexDirection={{ base: 'row', sm: 'column' }}
      gap={{ base: '3', sm: '0' }}
      p={{ base: '3', sm: '0' }}
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      h="full"
      aria-hidden="true"
    >
      <Skeleton
        aspectRatio="800 / 450"
        w={{ base: '38%', sm: 'full' }}
        flexShrink="0"
        alignSelf="flex-start"
        rounded={{ base: 'md', sm: 'none' }}
      />
      <Stack gap="2" p={{ base: '0', sm: '3' }} flex="1">
        <Skeleton height="3" width="30%" />
        <Skeleton height="2lh" />
        <Skeleton height="2lh" hideBelow="sm" />
        <Skeleton height="3" width="25%" />
      </Stack>
    </Box>
  );
}
