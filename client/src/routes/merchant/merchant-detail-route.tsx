import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { graphql } from '../../gql';

export const MerchantPageQuery = graphql(`
  query MerchantPage($slug: String!) {
    merchant(slug: $slug) {
      id
      slug
      name
      image
      description
      outlets {
        id
        name
        address
        city
      }
    }
  }
`);

/** The status the server gave a failed query, if it said one. */
function upstreamStatus(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const status = error.errors[0]?.extensions?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

/**
 * SPEC 2 and 8: the merchant is loaded by slug before the page is entered; a missing one, or
 * one whose id is not above 0, is the error page with the server's status, or 404.
 */
export function createLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    let merchant;
    try {
      merchant = (await client.query({ query: MerchantPageQuery, variables: { slug } })).data
        ?.merchant;
    } catch (error) {
      throw data(`Merchant tidak dapat dimuat: ${slug}`, { status: upstreamStatus(error) ?? 500 });
    }
    if (!merchant || !(Number(merchant.id) > 0)) {
      throw data(`Merchant tidak ditemukan: ${slug}`, { status: 404 });
    }
    return {
      pageData: { merchant: { id: merchant.id, slug: merchant.slug, name: merchant.name } },
    };
  };
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: page } = useQuery(MerchantPageQuery, { variables: { slug } });
  const merchant = page?.merchant;
  if (!merchant) return null;

  return (
    <Container maxW="6xl" py="8">
      <PageHead title={merchant.name} />
      <HStack gap="4" align="center">
        <Image
          src={merchant.image}
          alt=""
          width="16"
          height="16"
          aspectRatio="1"
          rounded="md"
          loading="lazy"
        />
        <Heading as="h1" size="2xl">
          {merchant.name}
        </Heading>
      </HStack>
      {merchant.description ? (
        <Text mt="4" color="fg.muted" maxW="3xl">
          {merchant.description}
        </Text>
      ) : null}
      {merchant.outlets.length > 0 ? (
        <Box as="section" mt="8" aria-labelledby="outlets-heading">
          <Heading as="h2" size="lg" id="outlets-heading" mb="3">
            Outlet
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none">
            {merchant.outlets.map((outlet) => (
              <Box as="li" key={outlet.id} p="3" bg="white" rounded="md" borderWidth="1px">
                <Text fontWeight="semibold">{outlet.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[outlet.address, outlet.city].filter(Boolean).join(', ')}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Container>
  );
}
