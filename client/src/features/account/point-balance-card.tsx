import { Alert, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatPoint, formatPoints } from '../../lib/format';
import { daysUntil } from '../../lib/jakarta-day';
import { PointIcon } from './account-icons';

/** Points expiring within this many days get a warning (alert). */
export const EXPIRY_WARNING_DAYS = 30;

export interface ExpiringPointLike {
  point: number;
  expiredDate?: string | null;
}

/** "15.400 poin akan kedaluwarsa pada 30 Nov 2026", with how soon when it is close. */
function ExpiringLine({ expiring }: { expiring: ExpiringPointLike }) {
  const days = daysUntil(expiring.expiredDate);
  const soon = days != null && days <= EXPIRY_WARNING_DAYS;
  const when = expiring.expiredDate ? ` pada ${formatDate(expiring.expiredDate)}` : '';
  const text = `${formatPoints(expiring.point)} akan kedaluwarsa${when}`;
  if (!soon) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="expiring-point">
        {text}
      </Text>
    );
  }
  const inDays = days <= 0 ? 'hari ini' : `dalam ${days} hari`;
  return (
    <Alert.Root status="warning" size="sm" rounded="lg" data-testid="expiring-point">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
        <Alert.Description>
          Kedaluwarsa {inDays}. Tukarkan dengan voucher sebelum hangus.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The balance ("125.000 poin") and the points that expire soonest. */
export function PointBalanceCard(props: {
  point: number | null | undefined;
  expiring: ExpiringPointLike | null | undefined;
  /** The page's main figure is its heading level 1 content; elsewhere it is a card. */
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Box
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      data-testid="point-balance"
    >
      <Stack gap="3">
        <Flex align="center" gap="3">
          <Flex
            align="center"
            justify="center"
            boxSize="11"
            rounded="full"
            bg="brand.50"
            color="brand.600"
            flexShrink="0"
          >
            <PointIcon boxSize="6" />
          </Flex>
          <Box>
            <Text as={props.headingLevel ?? 'h2'} fontSize="sm" color="fg.muted">
              Saldo poin
            </Text>
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
              {props.point == null ? '–' : formatPoint(props.point)}{' '}
              <Text as="span" fontSize="md" fontWeight="semibold" color="fg.muted">
                poin
              </Text>
            </Text>
          </Box>
        </Flex>
        {props.expiring && props.expiring.point > 0 ? (
          <ExpiringLine expiring={props.expiring} />
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="expiring-point">
            Tidak ada poin yang akan kedaluwarsa dalam waktu dekat.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
