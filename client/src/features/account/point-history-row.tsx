import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { formatDate, formatPoint } from '../../lib/format';

export const PointHistoryRowFragment = graphql(`
  fragment PointHistoryRow_transaction on PointTransaction {
    id
    createdDate
    expiredDate
    outletName
    mutation
    mutationTypeName
    referenceNo
    description
    point
    isExpired
  }
`);

/** "+1.000" for earnings, "−500" (a real minus sign) for redemptions. */
export function signedPoints(point: number): string {
  if (point > 0) return `+${formatPoint(point)}`;
  if (point < 0) return `\u2212${formatPoint(Math.abs(point))}`;
  return '0';
}

/** One line of the point history: what, where, when, the reference and the signed amount. */
export function PointHistoryRow(props: {
  transaction: FragmentType<typeof PointHistoryRowFragment>;
}) {
  const { data: row, complete } = useFragment({
    fragment: PointHistoryRowFragment,
    from: props.transaction,
  });
  if (!complete) return <PointHistoryRowSkeleton />;
  const earning = row.point > 0;

  return (
    <Flex
      gap="3"
      py="3"
      px={{ base: '3', md: '4' }}
      justify="space-between"
      align="start"
      data-testid="point-row"
      data-expired={row.isExpired || undefined}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" fontSize="sm" lineClamp="2">
          {row.description || row.mutationTypeName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={row.createdDate}>{formatDate(row.createdDate)}</time>
          {row.outletName ? ` · ${row.outletName}` : null}
        </Text>
        <Flex gap="2" align="center" wrap="wrap" mt="1">
          <Badge size="sm" variant="subtle" colorPalette={earning ? 'green' : 'gray'}>
            {row.mutationTypeName}
          </Badge>
          {row.referenceNo ? (
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {row.referenceNo}
            </Text>
          ) : null}
        </Flex>
      </Stack>
      <Stack gap="1" align="end" flexShrink="0" textAlign="end">
        <Text
          fontWeight="bold"
          fontSize="md"
          color={row.isExpired ? 'fg.subtle' : earning ? 'green.600' : 'red.600'}
          textDecoration={row.isExpired ? 'line-through' : undefined}
          data-testid="point-amount"
        >
          {signedPoints(row.point)}
          <Box as="span" fontSize="xs" fontWeight="normal" ms="1">
            poin
          </Box>
        </Text>
        {row.isExpired ? (
          <Badge size="sm" colorPalette="orange" variant="solid">
            Kedaluwarsa
          </Badge>
        ) : earning && row.expiredDate ? (
          <Text fontSize="xs" color="fg.muted">
            Berlaku s/d {formatDate(row.expiredDate)}
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}

export function PointHistoryRowSkeleton() {
  return (
    <Flex gap="3" py="3" px={{ base: '3', md: '4' }} justify="space-between" aria-hidden="true">
      <Stack gap="2" flex="1">
        <Skeleton height="4" width="60%" />
        <Skeleton height="3" width="45%" />
        <Skeleton height="4" width="35%" />
      </Stack>
      <Skeleton height="5" width="20" />
    </Flex>
  );
}
