import type { ComponentProps } from 'react';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadMoreLink } from '../../components/load-more-link';
import { VoucherCard, VoucherCardSkeleton } from './voucher-card';
import { LazyVoucherDialog } from './lazy-voucher-dialog';

type VoucherRef = ComponentProps<typeof VoucherCard>['voucher'] & { code: string };

/**
 * A wallet list (active or past vouchers): the cards, or the empty state when there are none,
 * "Muat lebih banyak", and the dialog a card opens (`?kode=`).
 */
export function VoucherList(props: {
  list:
    | {
        items: readonly VoucherRef[];
        pageInfo: { page: number; hasNextPage: boolean };
      }
    | undefined;
  reloading: boolean;
  empty: ComponentProps<typeof EmptyState>;
  testId: string;
}) {
  const { list, reloading } = props;
  return (
    <>
      {list && list.items.length === 0 && !reloading ? (
        <EmptyState {...props.empty} />
      ) : (
        <CardGrid
          skeleton={<VoucherCardSkeleton />}
          skeletonCount={4}
          layout="pairs"
          reloading={reloading}
          testId={props.testId}
        >
          {list?.items.map((voucher) => (
            <li key={voucher.code}>
              <VoucherCard voucher={voucher} />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMoreLink pageInfo={list?.pageInfo} />
      <LazyVoucherDialog prepare={Boolean(list?.items.length)} />
    </>
  );
}
