import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Container, Heading, HStack, Image } from '@chakra-ui/react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { graphql } from '../../gql';

export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      title
      image
    }
  }
`);

/**
 * SPEC 2: the category is loaded before the page is entered; a missing one is a 404. It is
 * published to the global page context (SPEC 3).
 */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const result = await client.query({ query: CategoryPageQuery, variables: { slug } });
    if (!result.data?.category) {
      throw data(`Kategori tidak ditemukan: ${slug}`, { status: 404 });
    }
    const { id, title } = result.data.category;
    return { pageData: { category: { id, slug: result.data.category.slug, title } } };
  };
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: page } = useQuery(CategoryPageQuery, { variables: { slug } });
  const category = page?.category;
  if (!category) return null;

  return (
    <Container maxW="6xl" py="8">
      <PageHead title={category.title} />
      <HStack gap="4">
        <Image src={category.image} alt="" width="16" height="16" aspectRatio="1" />
        <Heading as="h1" size="2xl">
          {category.title}
        </Heading>
      </HStack>
    </Container>
  );
}
