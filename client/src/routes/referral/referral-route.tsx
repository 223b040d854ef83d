import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';
import { formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import { checkOptions, codeOf, ReferralLandingQuery } from './referral-loader';

/** A GET form to /referral: checking a code works without JavaScript too. */
function CodeForm(props: { defaultValue?: string; label: string }) {
  return (
    <Form method="get" action={paths.referral()}>
      <Field.Root>
        <Field.Label>{props.label}</Field.Label>
        <Flex gap="2" w="full">
          <Input
            name="code"
            defaultValue={props.defaultValue}
            placeholder="Contoh: BUDI2026"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={64}
            bg="white"
            css={{ '&:not(:placeholder-shown)': { textTransform: 'uppercase' } }}
          />
          <Button type="submit" colorPalette="brand" flexShrink="0">
            Cek Kode
          </Button>
        </Flex>
        <Field.HelperText>Kode referral terdiri dari 4–20 huruf atau angka.</Field.HelperText>
      </Field.Root>
    </Form>
  );
}

function Card(props: { children: ReactNode }) {
  return (
    <Box bg="white" rounded="2xl" shadow="lg" p={{ base: '6', md: '8' }} w="full">
      {props.children}
    </Box>
  );
}

function ValidInvite(props: { code: string; referrerName: string; reward: number | null }) {
  const { brandName } = usePublicConfig();
  const initial = props.referrerName.trim().charAt(0).toUpperCase();
  return (
    <Card>
      <Stack gap="5" align="center" textAlign="center">
        <Flex
          align="center"
          justify="center"
          w="16"
          h="16"
          rounded="full"
          bg="brand.100"
          color="brand.700"
          fontSize="2xl"
          fontWeight="bold"
          aria-hidden="true"
        >
          {initial}
        </Flex>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
          {`${props.referrerName} mengundangmu ke ${brandName}`}
        </Heading>
        <Text color="fg.muted">
          Gabung gratis, kumpulkan poin di setiap transaksi di merchant partner, lalu tukarkan
          dengan voucher dan tiket event favoritmu.
        </Text>
        <Box
          w="full"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="brand.300"
          rounded="xl"
          py="3"
          bg="brand.50"
        >
          <Text fontSize="xs" color="fg.muted">
            Kode referral
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            letterSpacing="widest"
            color="brand.700"
            data-testid="referral-code"
          >
            {props.code}
          </Text>
        </Box>
        {props.reward ? (
          <Text fontSize="sm">
            Saat kamu bergabung dengan kode ini, {props.referrerName} mendapat{' '}
            <Text as="strong" color="brand.700">
              {formatPoints(props.reward)}
            </Text>{' '}
            sebagai terima kasih. Nanti kamu juga bisa mengajak teman dan mendapat poin yang sama.
          </Text>
        ) : null}
        <SignUpLink
          label="Daftar Sekarang"
          returnTo={paths.accountReferral()}
          memberLabel="Buka Kode Referral"
          memberHref={paths.accountReferral()}
          size="lg"
          w="full"
        />
        <Text fontSize="xs" color="fg.muted">
          Setelah mendaftar, masukkan kode {props.code} di menu Kode Referral.
        </Text>
      </Stack>
    </Card>
  );
}

function InvalidCode(props: { code: string; reason: string | null }) {
  return (
    <Card>
      <Stack gap="4">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Kode referral tidak valid
        </Heading>
        <Text color="fg.muted">
          {props.reason === 'INVALID'
            ? `“${props.code}” bukan kode referral: kode terdiri dari 4–20 huruf atau angka.`
            : `Kode “${props.code}” tidak terdaftar. Periksa lagi penulisannya, atau minta kode terbaru dari temanmu.`}
        </Text>
        <CodeForm label="Coba kode lain" />
        <Text fontSize="sm" color="fg.muted">
          Tidak punya kode? Kamu tetap bisa{' '}
          <Box asChild color="brand.600" fontWeight="semibold">
            <Link to={paths.learnMore()}>bergabung tanpa kode</Link>
          </Box>
          .
        </Text>
      </Stack>
    </Card>
  );
}

function CheckFailed(props: { code: string }) {
  return (
    <Card>
      <Stack gap="4">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Kode belum bisa dicek
        </Heading>
        <Text color="fg.muted">
          Maaf, kami belum bisa memeriksa kode ini sekarang. Coba lagi sebentar lagi.
        </Text>
        <CodeForm label="Kode referral" defaultValue={props.code} />
      </Stack>
    </Card>
  );
}

function Explainer() {
  const { brandName } = usePublicConfig();
  const steps = [
    'Bagikan kode referral-mu dari menu Kode Referral.',
    `Temanmu mendaftar di ${brandName} dengan kode itu.`,
    'Kamu mendapat poin untuk setiap teman yang bergabung.',
  ];
  return (
    <Card>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Program Referral
          </Heading>
          <Text fontSize="lg" fontWeight="semibold" color="brand.600">
            Ajak teman, dapat poin bersama
          </Text>
        </Box>
        <Text color="fg.muted">
          Setiap teman yang bergabung di {brandName} dengan kodemu menambah poinmu. Makin banyak
          yang ikut, makin banyak voucher yang bisa kamu tukar.
        </Text>
        <Stack as="ol" gap="2" listStyleType="none">
          {steps.map((step, index) => (
            <Flex as="li" key={step} gap="3" align="start">
              <Flex
                align="center"
                justify="center"
                flexShrink="0"
                w="7"
                h="7"
                rounded="full"
                bg="brand.500"
                color="white"
                fontSize="sm"
                fontWeight="bold"
                aria-hidden="true"
              >
                {index + 1}
              </Flex>
              <Text pt="0.5">{step}</Text>
            </Flex>
          ))}
        </Stack>
        <Box borderTopWidth="1px" pt="5">
          <CodeForm label="Punya kode referral dari teman?" />
        </Box>
        <SignUpLink
          label="Daftar dan Dapatkan Kodemu"
          returnTo={paths.accountReferral()}
          memberLabel="Bagikan Kode Referral-ku"
          memberHref={paths.accountReferral()}
          variant="outline"
        />
      </Stack>
    </Card>
  );
}

/** SPEC 2: the public referral landing (no layout), reading `?code=`. */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const code = codeOf(searchParams);
  const { data } = useQuery(ReferralLandingQuery, {
    variables: { code },
    skip: !code,
    ...checkOptions,
  });
  const check = data?.referralCode;

  let content;
  if (!code) content = <Explainer />;
  else if (!check) content = <CheckFailed code={code} />;
  else if (check.valid && check.referrerName) {
    content = (
      <ValidInvite
        code={check.code}
        referrerName={check.referrerName}
        reward={check.rewardPointPerReferral}
      />
    );
  } else content = <InvalidCode code={check.code} reason={check.reason} />;

  return (
    <Box minH="100vh" bgGradient="to-b" gradientFrom="brand.600" gradientTo="brand.50">
      <PageHead
        title="Program Referral"
        description={
          check?.valid && check.referrerName
            ? `${check.referrerName} mengundangmu bergabung di ${brandName}. Daftar gratis dan mulai kumpulkan poin.`
            : `Ajak teman bergabung di ${brandName} dan dapatkan poin untuk setiap teman yang mendaftar.`
        }
        canonicalPath={paths.referral()}
      />
      <StandaloneTop />
      <Container maxW="lg" py={{ base: '8', md: '14' }}>
        {content}
      </Container>
    </Box>
  );
}
