import { useQuery } from '@apollo/client/react';
import { Alert, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CopyButton } from '../../components/copy-button';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { ReferralCheckForm } from '../../features/account/referral-check-form';
import { ReferralShare } from '../../features/account/referral-share';
import { formatPoint, formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import { AccountReferralQuery, accountReferralOptions } from './referral-loader';

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <Text fontSize="xs" color="fg.muted">
        {props.label}
      </Text>
      <Text fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} data-testid={props.testId}>
        {props.value}
      </Text>
    </Box>
  );
}

export function Component() {
  const { data } = useQuery(AccountReferralQuery, accountReferralOptions);
  const { brandName } = usePublicConfig();
  const origin = useSiteOrigin();
  const referral = data?.viewer?.referral;

  const head = (
    <PageHead
      title="Kode Referral"
      description="Bagikan kode referralmu dan dapatkan poin untuk setiap teman yang bergabung."
      robots="noindex"
    />
  );
  if (!referral) {
    return (
      <Stack gap="4">
        {head}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Kode Referral
        </Heading>
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>Kode referral belum bisa dimuat. Coba muat ulang halaman.</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const code = referral.code.toUpperCase();
  const shareUrl = `${origin}${paths.referral()}?code=${encodeURIComponent(code)}`;
  const reward = referral.rewardPointPerReferral;
  const shareText =
    referral.shareText ??
    `Yuk gabung jadi member ${brandName}! Pakai kode referral ${code} saat daftar.`;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {head}
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Kode Referral
        </Heading>
        <Text mt="1" color="fg.muted" fontSize="sm">
          {reward
            ? `Ajak teman bergabung dengan kodemu dan dapatkan ${formatPoints(reward)} untuk setiap teman yang mendaftar.`
            : 'Ajak teman bergabung dengan kodemu dan dapatkan poin untuk setiap teman yang mendaftar.'}
        </Text>
      </Box>

      <Box
        rounded="xl"
        p={{ base: '4', md: '6' }}
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.100"
        data-testid="referral-card"
      >
        <Text fontSize="sm" color="fg.muted">
          Kode referral kamu
        </Text>
        <Flex align="center" justify="space-between" gap="3" mt="1" wrap="wrap">
          <Text
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            fontFamily="mono"
            letterSpacing="widest"
            color="brand.700"
            data-testid="referral-code"
          >
            {code}
          </Text>
          <CopyButton
            value={code}
            label="Salin kode referral"
            successMessage="Kode Referral Berhasil Disalin"
            failureMessage="Gagal Menyalin Kode Referral"
            size="md"
            bg="white"
          >
            Salin kode
          </CopyButton>
        </Flex>
        <Box mt="4">
          <ReferralShare url={shareUrl} text={shareText} brandName={brandName} />
        </Box>
      </Box>

      <SimpleGrid columns={2} gap="3">
        <Figure
          label="Teman bergabung"
          value={`${formatPoint(referral.referralCount ?? 0)} teman`}
          testId="referral-count"
        />
        <Figure
          label="Total poin referral"
          value={formatPoints(referral.totalRewardPoint ?? 0)}
          testId="referral-reward-total"
        />
      </SimpleGrid>

      <Box
        as="section"
        aria-labelledby="referral-how"
        bg="white"
        rounded="xl"
        borderWidth="1px"
        p={{ base: '4', md: '5' }}
      >
        <Heading as="h2" size="md" id="referral-how" mb="3">
          Cara kerjanya
        </Heading>
        <Stack as="ol" gap="2" ps="5" fontSize="sm" css={{ listStyleType: 'decimal' }}>
          <li>Bagikan kode atau tautan undanganmu ke teman.</li>
          <li>
            Temanmu mendaftar {brandName} dengan kode {code}.
          </li>
          <li>
            Kamu mendapat {reward ? formatPoints(reward) : 'poin'} untuk setiap teman yang
            bergabung.
          </li>
        </Stack>
      </Box>

      <Box
        as="section"
        aria-labelledby="referral-check"
        bg="white"
        rounded="xl"
        borderWidth="1px"
        p={{ base: '4', md: '5' }}
      >
        <Heading as="h2" size="md" id="referral-check" mb="1">
          Cek kode teman
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Punya kode dari teman? Cek dulu apakah kodenya benar dan milik siapa.
        </Text>
        <ReferralCheckForm />
      </Box>
    </Stack>
  );
}
