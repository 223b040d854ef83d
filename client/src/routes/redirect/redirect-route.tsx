import { Box, Button, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { takeLoginRedirect } from '../../features/user-menu/login-redirect';
import { paths } from '../../lib/paths';
import { safeRedirectPath } from '../../lib/safe-redirect';

/**
 * The return from single sign-on. The gateway has already exchanged the code and set the
 * cookies; it sends `?error=...` when that failed. On success, go back (replacing this entry)
 * to where the member started, if that is a path on this site.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');

  useEffect(() => {
    if (error) return;
    const target = safeRedirectPath(takeLoginRedirect());
    void navigate(target, { replace: true });
  }, [error, navigate]);

  if (error) {
    return (
      <Box px="4" py="20">
        <PageHead title="Gagal Masuk" />
        <VStack gap="4" textAlign="center" maxW="md" mx="auto">
          <Heading as="h1" size="2xl">
            Gagal Masuk
          </Heading>
          <Text color="fg.muted">
            Maaf, kami tidak berhasil memproses proses masuk ke akunmu. Silakan coba lagi.
          </Text>
          <Button asChild colorPalette="brand">
            <a href={paths.login()}>Coba Lagi</a>
          </Button>
          <Button asChild variant="ghost" colorPalette="brand">
            <a href={paths.home()}>Kembali ke Beranda</a>
          </Button>
        </VStack>
      </Box>
    );
  }

  return (
    <Box px="4" py="20">
      <PageHead title="Memproses" />
      <VStack gap="4">
        <Spinner color="brand.500" size="lg" />
        <Heading as="h1" size="md">
          Sedang memproses masuk…
        </Heading>
      </VStack>
    </Box>
  );
}
