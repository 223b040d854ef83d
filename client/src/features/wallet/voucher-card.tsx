import type { FragmentType } from '@apollo/client';
import { Badge, Box, Flex, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useThumbnailSource } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate, formatDateRange } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { expiryWarning } from './voucher-expiry';
import { voucherHref } from './voucher-href';

export const VoucherCardFragment = graphql(`
  fragment VoucherCard_voucher on Voucher {
    code
    status
    redeemFrom
    redeemTo
    usedDate
    promo {
      id
      title
      thumbnail
      merchant {
        id
        name
        image
      }
    }
  }
`);

/** What the card's corner says: how long is left, or how the voucher ended. */
function StatusBadge(props: {
  status: string;
  redeemTo?: string | null;
  usedDate?: string | null;
}) {
  if (props.status === 'USED') {
    return (
      <Badge colorPalette="gray" variant="subtle" data-testid="voucher-status">
        {`Terpakai ${formatDate(props.usedDate)}`}
      </Badge>
    );
  }
  if (props.status === 'EXPIRED') {
    return (
      <Badge colorPalette="red" variant="subtle" data-testid="voucher-status">
        Kedaluwarsa
      </Badge>
    );
  }
  const warning = expiryWarning(props.redeemTo);
  return warning ? (
    <Badge colorPalette="orange" variant="solid" data-testid="voucher-expiry">
      {warning}
    </Badge>
  ) : null;
}

/**
 * One voucher of the wallet or its history, drawn as a ticket: merchant, promo title, redeem
 * window and its state. The whole card opens the voucher (`?kode=`) over the list, so the list
 * stays where it was behind the dialog.
 */
export function VoucherCard(props: { voucher: FragmentType<typeof VoucherCardFragment> }) {
  const location = useLocation();
  const voucher = fragmentData(VoucherCardFragment, props.voucher);
  const logo = useThumbnailSource(voucher.promo?.merchant?.image ?? '');
  const ended = voucher.status !== 'ACTIVE';

  return (
    <Box
      asChild
      display="flex"
      h="full"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      overflow="hidden"
      data-ripple=""
      _hover={{ shadow: 'md' }}
    >
      <Link
        to={voucherHref(location.search, voucher.code)}
        state={{ voucherFromList: true }}
        preventScrollReset
        data-testid="voucher-card"
      >
        <Flex
          w="24"
          flexShrink="0"
          align="center"
          justify="center"
          bg={ended ? 'gray.100' : 'brand.50'}
          borderEndWidth="2px"
          borderStyle="dashed"
          borderColor={ended ? 'gray.300' : 'brand.200'}
        >
          <Image
            src={logo}
            alt=""
            width="14"
            height="14"
            rounded="full"
            bg="white"
            borderWidth="1px"
            loading="lazy"
            filter={ended ? 'grayscale(1)' : undefined}
          />
        </Flex>
        <Stack gap="1" p="3" flex="1" minW="0">
          <HStack justify="space-between" gap="2" align="start">
            <Text fontSize="xs" color="fg.muted" truncate>
              {voucher.promo.merchant.name}
            </Text>
            <StatusBadge
              status={voucher.status}
              redeemTo={voucher.redeemTo}
              usedDate={voucher.usedDate}
            />
          </HStack>
          <Text
            fontWeight="semibold"
            fontSize="sm"
            lineClamp="2"
            minH="2lh"
            color={ended ? 'fg.muted' : undefined}
          >
            {voucher.promo.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="auto">
            {`Berlaku ${formatDateRange(voucher.redeemFrom, voucher.redeemTo)}`}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

/** The card's shape while its list loads. */
export function VoucherCardSkeleton() {
  return (
    <Flex bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton w="24" minH="28" rounded="none" flexShrink="0" />
      <Stack gap="2" p="3" flex="1">
        <Skeleton height="3" width="40%" />
        <Skeleton height="2lh" />
        <Skeleton height="3" width="70%" />
      </Stack>
    </Flex>
  );
}
