import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';

export const DEFAULT_ERROR_TEXT = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';

/**
 * SPEC "Error page": 404 says 'Tidak Ditemukan'; any other status 'Terjadi Kesalahan' with
 * the status message, or, outside production, the error's own message.
 */
export function ErrorPage(props: { status: number; statusText?: string; message?: string }) {
  const { env } = usePublicConfig();
  const navigate = useNavigate();
  const notFound = props.status === 404;
  const title = notFound ? 'Tidak Ditemukan' : 'Terjadi Kesalahan';
  const text = notFound
    ? 'Mohon maaf halaman yang sedang kamu tuju tidak ditemukan'
    : (env !== 'production' ? props.message : props.statusText) || DEFAULT_ERROR_TEXT;

  return (
    <Container maxW="xl" py="16">
      <PageHead title={title} />
      <VStack gap="4" textAlign="center">
        <Text fontSize="5xl" fontWeight="bold" color="brand.500" aria-hidden="true">
          {props.status}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {notFound && env !== 'production' && props.message ? (
          <Text fontSize="xs" color="fg.subtle" data-testid="error-detail">
            {props.message}
          </Text>
        ) : null}
        <HStack gap="3" pt="2">
          <Button variant="outline" colorPalette="brand" onClick={() => navigate(-1)}>
            Kembali
          </Button>
          <Button asChild colorPalette="brand">
            <Link to={paths.home()}>Homepage</Link>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
