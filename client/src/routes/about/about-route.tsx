import { useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { EarnAndUseSteps, InfoSection, PointFacts, TierList } from '../../features/home/membership';
import { MembershipTiersQuery, membershipTiersOptions } from '../../features/home/membership-query';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StoreBadges } from '../../features/top-bar/store-badges';
import { paths } from '../../lib/paths';

export function Component() {
  const { brandName, ssoUrl } = usePublicConfig();
  const tiers = useQuery(MembershipTiersQuery, membershipTiersOptions).data?.membershipTiers;

  return (
    <>
      <PageHead
        title="Tentang Kami"
        description={`${brandName} adalah program loyalitas: kumpulkan poin di merchant partner, naikkan tier, dan tukarkan poin dengan voucher serta tiket event.`}
      />
      <Box bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" color="white">
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap="4" maxW="2xl">
            <Heading as="h1" size="md" fontWeight="semibold" opacity="0.85">
              Tentang Kami
            </Heading>
            <Text
              fontSize={{ base: '3xl', md: '5xl' }}
              fontWeight="bold"
              lineHeight="shorter"
              letterSpacing="tight"
            >
              Belanja seperti biasa, hadiahnya luar biasa
            </Text>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.92">
              {brandName} adalah program loyalitas yang menghubungkanmu dengan beragam merchant
              partner. Setiap transaksi memberimu poin, dan poin itu bisa kamu tukar dengan voucher
              belanja, promo kuliner, sampai tiket event seru.
            </Text>
            <Flex gap="3" wrap="wrap">
              <SignUpLink size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} />
              <Box
                asChild
                display="inline-flex"
                alignItems="center"
                px="5"
                h="11"
                rounded="full"
                borderWidth="1px"
                borderColor="whiteAlpha.600"
                fontWeight="semibold"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <Link to={paths.promos()}>Lihat promo</Link>
              </Box>
            </Flex>
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl">
        <InfoSection id="about-how" eyebrow="Cara kerja" title="Dapat poin, tukar hadiah">
          <EarnAndUseSteps brandName={brandName} />
        </InfoSection>

        <InfoSection id="about-points" eyebrow="Poin" title="Cara kerja poin">
          <PointFacts />
        </InfoSection>

        <InfoSection id="about-tiers" eyebrow="Tier member" title="Makin aktif, makin untung">
          <Text color="fg.muted" mb="5" maxW="3xl">
            Tier-mu ditentukan oleh poin tier: semua poin yang kamu peroleh dan belum kedaluwarsa.
            Tier naik otomatis begitu poin tier-mu mencapai batasnya.
          </Text>
          <TierList tiers={tiers} />
          <Text mt="4" fontSize="sm" color="fg.muted">
            Ketentuan lengkap ada di{' '}
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

        <Box as="section" aria-labelledby="about-join" py={{ base: '6', md: '10' }}>
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="6"
            bg="white"
            rounded="2xl"
            borderWidth="1px"
            p={{ base: '6', md: '10' }}
          >
            <Stack gap="3">
              <Heading as="h2" id="about-join" size={{ base: 'xl', md: '2xl' }}>
                Gabung gratis sekarang
              </Heading>
              <Text color="fg.muted">
                Daftar cukup dengan e-mail atau nomor HP. Poin pertamamu menunggu di transaksi
                berikutnya.
              </Text>
              <Box>
                <SignUpLink size="lg" />
              </Box>
            </Stack>
            <Stack gap="3">
              <Heading as="h3" size="md">
                Lebih praktis di aplikasi
              </Heading>
              <Text color="fg.muted">
                Simpan kartu member digital, cek poin, dan tunjukkan voucher langsung dari HP-mu.
              </Text>
              <StoreBadges />
            </Stack>
          </SimpleGrid>
        </Box>
      </Container>
    </>
  );
}
