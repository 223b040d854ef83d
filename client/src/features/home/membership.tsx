import { Badge, Box, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatPoints } from '../../lib/format';
import { CheckCircleIcon } from './home-icons';

interface Tier {
  code: string;
  name: string;
  minPoint: number;
  benefits: ReadonlyArray<string>;
}

const TIER_COLORS: Record<string, { bg: string; accent: string }> = {
  SILVER: { bg: 'gray.100', accent: 'gray.600' },
  GOLD: { bg: 'yellow.100', accent: 'yellow.700' },
  PLATINUM: { bg: 'brand.100', accent: 'brand.700' },
};

function TierCard({ tier }: { tier: Tier }) {
  const colors = TIER_COLORS[tier.code] ?? { bg: 'gray.100', accent: 'gray.700' };
  return (
    <Box
      as="li"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      overflow="hidden"
      data-testid="tier-card"
    >
      <Box bg={colors.bg} px="5" py="4">
        <Heading as="h3" size="lg" color={colors.accent}>
          {tier.name}
        </Heading>
        <Text fontSize="sm" fontWeight="semibold" mt="1">
          {tier.minPoint > 0
            ? `Mulai ${formatPoints(tier.minPoint)} tier`
            : 'Tier awal setiap member baru'}
        </Text>
      </Box>
      {tier.benefits.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" px="5" py="4">
          {tier.benefits.map((benefit) => (
            <Flex as="li" key={benefit} gap="2" align="start" fontSize="sm">
              <Icon boxSize="4" mt="0.5" color="green.600">
                <CheckCircleIcon />
              </Icon>
              <span>{benefit}</span>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The tiers side by side with their thresholds and benefits, from `membershipTiers`; when that
 * answer is missing, a description in words (the pages never go blank for it).
 */
export function TierList(props: { tiers: ReadonlyArray<Tier> | undefined }) {
  if (!props.tiers || props.tiers.length === 0) {
    return (
      <Text color="fg.muted" maxW="3xl">
        Ada tiga tingkatan member: Silver untuk setiap member baru, lalu Gold dan Platinum. Tier
        naik otomatis saat poin tier-mu bertambah, dan makin tinggi tier-mu makin banyak keuntungan
        yang bisa kamu nikmati.
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      {props.tiers.map((tier) => (
        <TierCard key={tier.code} tier={tier} />
      ))}
    </SimpleGrid>
  );
}

/** A numbered step of "how it works": number beside the text on phones, above it from `md`. */
function Step(props: { number: number; title: string; children: ReactNode }) {
  return (
    <Flex
      as="li"
      direction={{ base: 'row', md: 'column' }}
      gap={{ base: '4', md: '3' }}
      align="start"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
    >
      <Flex
        align="center"
        justify="center"
        flexShrink="0"
        w="9"
        h="9"
        rounded="full"
        bg="brand.500"
        color="white"
        fontWeight="bold"
        aria-hidden="true"
      >
        {props.number}
      </Flex>
      <Box>
        <Heading as="h3" size="md" mb="1">
          {props.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {props.children}
        </Text>
      </Box>
    </Flex>
  );
}

/** Earn at partners, collect, spend: the programme in three steps. */
export function EarnAndUseSteps(props: { brandName: string }) {
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      <Step number={1} title="Belanja di merchant partner">
        Tunjukkan Value ID atau kartu member {props.brandName} saat bertransaksi di toko, restoran,
        dan layanan partner kami.
      </Step>
      <Step number={2} title="Kumpulkan poin">
        Poin masuk otomatis ke akunmu setelah transaksi. Cek saldo dan riwayatnya kapan saja di menu
        Poin Saya.
      </Step>
      <Step number={3} title="Tukar dengan hadiah">
        Pakai poin untuk voucher belanja, promo kuliner, dan tiket event. Banyak juga yang gratis!
      </Step>
    </SimpleGrid>
  );
}

/** The rules members ask about most: how points are earned, how long they last, tier points. */
export function PointFacts() {
  const facts = [
    {
      title: 'Dapat poin di setiap transaksi',
      text: 'Besarnya poin tergantung merchant dan nilai belanjamu. Promo tertentu memberi bonus poin.',
    },
    {
      title: 'Berlaku sampai 12 bulan',
      text: 'Poin berlaku sampai akhir bulan ke-12 setelah bulan kamu mendapatkannya. Poin yang hampir hangus selalu terpakai lebih dulu.',
    },
    {
      title: 'Poin tier menentukan tingkatanmu',
      text: 'Semua poin yang kamu peroleh dan belum kedaluwarsa dihitung sebagai poin tier, termasuk yang sudah ditukar.',
    },
    {
      title: 'Tukar tanpa ribet',
      text: 'Pilih voucher, klaim dengan poin, lalu tunjukkan kode atau QR-nya di merchant. Selesai!',
    },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      {facts.map((fact) => (
        <Flex
          as="li"
          key={fact.title}
          gap="3"
          align="start"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          p="4"
        >
          <Icon boxSize="5" mt="0.5" color="brand.500">
            <CheckCircleIcon />
          </Icon>
          <Box>
            <Text fontWeight="semibold">{fact.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {fact.text}
            </Text>
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

/** A small label above a section heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Badge colorPalette="brand" variant="subtle" rounded="full" px="3" mb="2">
      {children}
    </Badge>
  );
}

/** A titled block of the information pages (about, learn-more, gramedia-troops). */
export function InfoSection(props: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={props.id} py={{ base: '6', md: '10' }}>
      <Eyebrow>{props.eyebrow}</Eyebrow>
      <Heading as="h2" id={props.id} size={{ base: 'xl', md: '2xl' }} mb="5">
        {props.title}
      </Heading>
      {props.children}
    </Box>
  );
}
