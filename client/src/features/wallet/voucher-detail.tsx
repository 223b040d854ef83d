import type { FragmentType } from '@apollo/client';
import { Badge, Box, Button, Dialog, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { HtmlContent } from '../../components/html-content';
import { useThumbnailSource } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate, formatDateRange, formatDateTime } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import { expiryWarning } from './voucher-expiry';
import { VoucherQr } from './voucher-qr';

/** Everything the open voucher shows; the wallet's list asks for it with every item. */
export const VoucherDetailFragment = graphql(`
  fragment VoucherDetail_voucher on Voucher {
    code
    qrCode
    status
    usedDate
    redeemFrom
    redeemTo
    isCanRedeem
    promo {
      id
      slug
      title
      tnc
      howToUse
      merchant {
        id
        name
        image
      }
    }
  }
`);

function Notice(props: { tone: 'gray' | 'red' | 'orange'; children: string }) {
  return (
    <Box
      role="status"
      bg={`${props.tone}.50`}
      color={`${props.tone}.800`}
      borderWidth="1px"
      borderColor={`${props.tone}.200`}
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      textAlign="center"
      w="full"
    >
      {props.children}
    </Box>
  );
}

function Section(props: { title: string; html: string }) {
  if (!props.html.trim()) return null;
  return (
    <Box as="section" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm" mb="2">
        {props.title}
      </Heading>
      <HtmlContent html={props.html} textSize="sm" />
    </Box>
  );
}

/** Why a voucher that is not active has no QR to show. */
function endedNotice(status: string, usedDate?: string | null, redeemTo?: string | null) {
  if (status === 'USED') return `Voucher ini sudah terpakai pada ${formatDateTime(usedDate)}.`;
  if (status === 'EXPIRED') return `Voucher ini sudah kedaluwarsa sejak ${formatDate(redeemTo)}.`;
  return null;
}

/**
 * The open voucher, inside the wallet's dialog: merchant and title, then what the cashier needs
 * (the QR and the code, large, with a copy button), the redeem window, the terms and how to use.
 * A used or expired voucher says so instead of showing a QR that would be refused.
 */
export function VoucherDetail(props: { voucher: FragmentType<typeof VoucherDetailFragment> }) {
  const voucher = fragmentData(VoucherDetailFragment, props.voucher);
  const logo = useThumbnailSource(voucher.promo?.merchant?.image ?? '');
  const { promo } = voucher;
  const ended = endedNotice(voucher.status, voucher.usedDate, voucher.redeemTo);
  const warning = ended ? null : expiryWarning(voucher.redeemTo);
  const notYet =
    !ended && !voucher.isCanRedeem && voucher.redeemFrom
      ? `Voucher ini bisa dipakai mulai ${formatDateTime(voucher.redeemFrom)}.`
      : null;

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="start" gap="2" pe="12">
        <HStack gap="2">
          <Image src={logo} alt="" width="8" height="8" rounded="full" borderWidth="1px" />
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {promo.merchant.name}
          </Text>
        </HStack>
        <Dialog.Title fontSize="lg" lineHeight="short">
          {promo.title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4" align="center">
          {ended ? <Notice tone="gray">{ended}</Notice> : null}
          {notYet ? <Notice tone="orange">{notYet}</Notice> : null}
          {ended ? null : (
            <>
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                Tunjukkan kode QR ini ke kasir saat membayar.
              </Text>
              <Box p="2" rounded="lg" borderWidth="1px" bg="white">
                <VoucherQr value={voucher.qrCode} code={voucher.code} />
              </Box>
            </>
          )}
          <Stack gap="2" align="center" w="full">
            <Text fontSize="xs" color="fg.muted">
              Kode voucher
            </Text>
            <Text
              fontFamily="mono"
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              letterSpacing="wider"
              textAlign="center"
              wordBreak="break-all"
              data-testid="voucher-code"
            >
              {voucher.code}
            </Text>
            <CopyButton
              value={voucher.code}
              label="Salin kode voucher"
              successMessage="Kode voucher disalin"
              failureMessage="Gagal menyalin kode voucher"
            >
              Salin kode
            </CopyButton>
          </Stack>
          <Stack gap="1" align="center" fontSize="sm" textAlign="center">
            <Text>
              <Text as="span" color="fg.muted">
                Berlaku{' '}
              </Text>
              <Text as="span" fontWeight="semibold" data-testid="voucher-window">
                {formatDateRange(voucher.redeemFrom, voucher.redeemTo)}
              </Text>
            </Text>
            {warning ? (
              <Badge colorPalette="orange" variant="solid">
                {warning}
              </Badge>
            ) : null}
          </Stack>
          <Stack gap="4" w="full">
            <Section title="Syarat & Ketentuan" html={promo.tnc} />
            <Section title="Cara Pakai" html={promo.howToUse} />
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button asChild variant="outline" colorPalette="brand" w={{ base: 'full', md: 'auto' }}>
          <Link to={paths.promo(promo.slug)}>Lihat promo</Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}
