import type { FragmentType } from '@apollo/client';
import { graphql } from '../../gql';
import { formatDate, formatPoint } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import * as accountCss from './account.css';
import * as badgeCss from '../../components/badge.css';
import * as skeletonCss from '../../components/skeleton.css';

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
function signedPoints(point: number): string {
  if (point > 0) return `+${formatPoint(point)}`;
  if (point < 0) return `\u2212${formatPoint(Math.abs(point))}`;
  return '0';
}

/** How a row's amount is coloured: spent, earned, or earned and since expired. */
function amountClass(earning: boolean, expired: boolean): string {
  if (expired) return `${accountCss.pointRowAmount} ${accountCss.pointRowAmountExpired}`;
  return earning
    ? `${accountCss.pointRowAmount} ${accountCss.pointRowAmountEarning}`
    : accountCss.pointRowAmount;
}

/**
 * One line of the point history: what, where, when, the reference and the signed amount, as
 * static markup (a page lists up to a hundred of them).
 */
export function PointHistoryRow(props: {
  transaction: FragmentType<typeof PointHistoryRowFragment>;
}) {
  const row = fragmentData(PointHistoryRowFragment, props.transaction);
  const earning = row.point > 0;

  return (
    <div
      className={accountCss.pointRow}
      data-testid="point-row"
      data-expired={row.isExpired || undefined}
    >
      <div className={accountCss.pointRowWhat}>
        <p className={accountCss.pointRowTitle}>{row.description || row.mutationTypeName}</p>
        <p className={accountCss.pointRowMeta}>
          <time dateTime={row.createdDate}>{formatDate(row.createdDate)}</time>
          {row.outletName ? ` · ${row.outletName}` : null}
        </p>
        <div className={accountCss.pointRowTags}>
          <span
            className={
              earning
                ? `${accountCss.pointRowKind} ${accountCss.pointRowKindEarning}`
                : accountCss.pointRowKind
            }
          >
            {row.mutationTypeName}
          </span>
          {row.referenceNo ? <p className={accountCss.pointRowRef}>{row.referenceNo}</p> : null}
        </div>
      </div>
      <div className={accountCss.pointRowSide}>
        <p className={amountClass(earning, row.isExpired)} data-testid="point-amount">
          {signedPoints(row.point)}
          <span className={accountCss.pointRowUnit}>poin</span>
        </p>
        {row.isExpired ? (
          <span className={`${badgeCss.root} ${badgeCss.orange}`}>Kedaluwarsa</span>
        ) : earning && row.expiredDate ? (
          <p className={accountCss.pointRowUntil}>Berlaku s/d {formatDate(row.expiredDate)}</p>
        ) : null}
      </div>
    </div>
  );
}

export function PointHistoryRowSkeleton() {
  return (
    <div className={accountCss.pointRowSkeleton} aria-hidden="true">
      <div className={accountCss.pointRowSkeletonLines}>
        <div className={`${skeletonCss.root} ${accountCss.pointRowSkeletonTitle}`} />
        <div className={`${skeletonCss.root} ${accountCss.pointRowSkeletonMeta}`} />
        <div className={`${skeletonCss.root} ${accountCss.pointRowSkeletonTags}`} />
      </div>
      <div className={`${skeletonCss.root} ${accountCss.pointRowSkeletonAmount}`} />
    </div>
  );
}
