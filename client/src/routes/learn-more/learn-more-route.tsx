import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { EarnAndUseSteps, InfoSection, PointFacts, TierList } from '../../features/home/membership';
import { MembershipTiersQuery, membershipTiersOptions } from '../../features/home/membership-query';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';
import { StoreBadges } from '../../features/top-bar/store-badges';

/**
 * The membership explainer, without the site's shell (SPEC 2: no layout): campaigns and ads
 * land visitors here, so it stands on its own with a simple top and one call to join.
 */
export function Component() {
  const { brandName, ssoUrl } = usePublicConfig();
  const tiers = useQuery(MembershipTiersQuery, membershipTiersOptions).data?.membershipTiers;

  return (
    <Box bg="gray.50" minH="100vh">
      <PageHead
        title="Tentang Membership"
        description={`Kenali membership ${brandName}: cara mengumpulkan dan memakai poin, tingkatan tier beserta keuntungannya, dan cara bergabung gratis.`}
      />
      <StandaloneTop action={<SignUpLink size="sm" />} />

      <Box bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" color="white">
        <Container maxW="4xl" py={{ base: '10', md: '16' }} textAlign="center">
          <Stack gap="4" align="center">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              {`Kenali Membership ${brandName}`}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.92" maxW="2xl">
              Satu akun untuk mengumpulkan poin di merchant partner, naik ke tier yang lebih tinggi,
              dan menukar poin dengan voucher serta tiket event. Gratis, tanpa iuran.
            </Text>
            <SignUpLink
              label="Daftar Gratis"
              size="lg"
              bg="white"
              color="brand.700"
              _hover={{ bg: 'brand.50' }}
            />
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl">
        <InfoSection id="learn-how" eyebrow="Cara kerja" title="Tiga langkah untuk mulai untung">
          <EarnAndUseSteps brandName={brandName} />
        </InfoSection>

        <InfoSection
          id="learn-tiers"
          eyebrow="Tier member"
          title="Tingkatan member dan keuntungannya"
        >
          <Text color="fg.muted" mb="5" maxW="3xl">
            Setiap member baru mulai dari Silver. Tier naik otomatis saat poin tier-mu mencapai
            batasnya: semua poin yang kamu peroleh dan belum kedaluwarsa ikut dihitung, termasuk
            yang sudah kamu tukar.
          </Text>
          <TierList tiers={tiers} />
          <Text mt="4" fontSize="sm" color="fg.muted">
            Baca juga{' '}
            <ChakraExternalLink
              href={`${ssoUrl}/tnc_tiers`}
              newTab
              color="brand.600"
              fontWeight="semibold"
            >
              syarat dan ketentuan tier
            </ChakraExternalLink>
            .
          </Text>
        </InfoSection>

        <InfoSection id="learn-points" eyebrow="Poin" title="Mengumpulkan dan memakai poin">
          <PointFacts />
        </InfoSection>

        <Box
          as="section"
          aria-labelledby="learn-join"
          my={{ base: '8', md: '12' }}
          bg="white"
          rounded="2xl"
          borderWidth="1px"
          p={{ base: '6', md: '10' }}
          textAlign="center"
        >
          <Stack gap="4" align="center">
            <Heading as="h2" id="learn-join" size={{ base: 'xl', md: '2xl' }}>
              Siap mulai kumpulkan poin?
            </Heading>
            <Text color="fg.muted" maxW="xl">
              Daftar dengan e-mail atau nomor HP dalam satu menit, lalu unduh aplikasinya untuk
              kartu member digital di genggamanmu.
            </Text>
            <SignUpLink label="Daftar Gratis" size="lg" />
            <StoreBadges />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
