import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';
import { FOOTER_ID, paths } from '../../lib/paths';
import { StoreBadges } from '../top-bar/store-badges';

const FIRST_YEAR = 2018;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={props.title}>
      <Heading as="h2" size="sm" color="white">
        {props.title}
      </Heading>
      <Stack as="ul" gap="1.5" listStyleType="none" fontSize="sm">
        {props.children}
      </Stack>
    </Stack>
  );
}

function InternalItem(props: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={props.to}>{props.children}</Link>
    </li>
  );
}

/** SPEC 2 footer: the help anchor (#footer), its five sections, social links, badges, ©. */
export function Footer() {
  const config = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" id={FOOTER_ID} bg="brand.900" color="whiteAlpha.800" mt="auto" pt="10" pb="6">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="6">
          <Section title={config.brandName}>
            <InternalItem to={paths.about()}>Tentang</InternalItem>
          </Section>
          <Section title="Bisnis">
            <InternalItem to={paths.business()}>Jadi Partner</InternalItem>
          </Section>
          <Section title="Jelajahi">
            <InternalItem to={paths.promos()}>Semua Voucher</InternalItem>
            <InternalItem to={paths.merchants()}>Brand Partner</InternalItem>
            <InternalItem to={paths.articles()}>Bacaan</InternalItem>
            <InternalItem to={paths.referral()}>Referral</InternalItem>
          </Section>
          <Section title="Bantuan">
            <li>
              <ExternalLink href={`${config.apiHostUrl}/pages/tnc`} color="inherit">
                Syarat dan Ketentuan
              </ExternalLink>
            </li>
          </Section>
          <Section title="Layanan Pelanggan">
            <li>
              <ExternalLink href={`https://wa.me/${config.whatsappNumber}`} newTab color="inherit">
                Chat WhatsApp
              </ExternalLink>
            </li>
          </Section>
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="4"
          mt="8"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
        >
          <HStack as="ul" gap="4" listStyleType="none" aria-label="Media sosial" fontSize="sm">
            <li>
              <ExternalLink href={config.instagramUrl} newTab color="inherit">
                Instagram
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.facebookUrl} newTab color="inherit">
                Facebook
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.tiktokUrl} newTab color="inherit">
                TikTok
              </ExternalLink>
            </li>
          </HStack>
          <StoreBadges />
        </Stack>
        <Text fontSize="xs" mt="6" data-testid="copyright">
          © {FIRST_YEAR}–{year} {config.brandName}
        </Text>
      </Container>
    </Box>
  );
}
