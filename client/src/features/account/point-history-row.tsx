import type { FragmentType } from '@apollo/client';
import { graphql } from '../../gql';
import { formatDate, formatPoint } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';

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

/** How a row's amount is coloured: spent, earned, or earned and since expired. */
function amountClass(earning: boolean, expired: boolean): string {
  if (expired) return 'mv-point-row__amount mv-point-row__amount--expired';
  return earning ? 'mv-point-row__amount mv-point-row__amount--earning' : 'mv-point-row__amount';
}

/**
 * One line of the point history: what, where, when, the reference and the signed amount. Static
 * markup on theme/account-css.ts (a page lists up to a hundred of them).
 */
export function PointHistoryRow(props: {
  transaction: FragmentType<typeof PointHistoryRowFragment>;
}) {
  const row = fragmentData(PointHistoryRowFragment, props.transaction);
  const earning = row.point > 0;

  return (
    <div className="mv-point-row" data-testid="point-row" data-expired={row.isExpired || undefined}>
      <div className="mv-point-row__what">
        <p className="mv-point-row__title">{row.description || row.mutationTypeName}</p>
        <p className="mv-point-row__meta">
          <time dateTime={row.createdDate}>{formatDate(row.createdDate)}</time>
          {row.outletName ? ` · ${row.outletName}` : null}
        </p>
        <div className="mv-point-row__tags">
          <span
            className={
              earning ? 'mv-point-row__kind mv-point-row__kind--earning' : 'mv-point-row__kind'
            }
          >
            {row.mutationTypeName}
          </span>
          {row.referenceNo ? <p className="mv-point-row__ref">{row.referenceNo}</p> : null}
        </div>
      </div>
      <div className="mv-point-row__side">
        <p className={amountClass(earning, row.isExpired)} data-testid="point-amount">
          {signedPoints(row.point)}
          <span className="mv-point-row__unit">poin</span>
        </p>
        {row.isExpired ? (
          <span className="mv-badge mv-badge--orange">Kedaluwarsa</span>
        ) : earning && row.expiredDate ? (
          <p className="mv-point-row__until">Berlaku s/d {formatDate(row.expiredDate)}</p>
        ) : null}
      </div>
    </div>
  );
}

export function PointHistoryRowSkeleton() {
  return (
    <div className="mv-point-row-skeleton" aria-hidden="true">
      <div className="mv-point-row-skeleton__lines">
        <div className="mv-skeleton mv-point-row-skeleton__title" />
        <div className="mv-skeleton mv-point-row-skeleton__meta" />
        <div className="mv-skeleton mv-point-row-skeleton__tags" />
      </div>
      <div className="mv-skeleton mv-point-row-skeleton__amount" />
    </div>
  );
}
