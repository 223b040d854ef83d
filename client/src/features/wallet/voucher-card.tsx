import type { FragmentType } from '@apollo/client';
import { Link, useLocation } from 'react-router-dom';
import { useThumbnailSource } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate, formatDateRange } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { expiryWarning } from './voucher-expiry';
import { voucherHref } from './voucher-href';
import * as voucherCardCss from './voucher-card.css';
import * as badgeCss from '../../components/badge.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';
import * as cardCss from '../../components/card.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';
import * as skeletonCss from '../../components/skeleton.css';

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
      <span
        className={`${badgeSubtleCss.root} ${badgeSubtleCss.gray}`}
        data-testid="voucher-status"
      >
        {`Terpakai ${formatDate(props.usedDate)}`}
      </span>
    );
  }
  if (props.status === 'EXPIRED') {
    return (
      <span className={`${badgeSubtleCss.root} ${badgeSubtleCss.red}`} data-testid="voucher-status">
        Kedaluwarsa
      </span>
    );
  }
  const warning = expiryWarning(props.redeemTo);
  return warning ? (
    <span className={`${badgeCss.root} ${badgeCss.orange}`} data-testid="voucher-expiry">
      {warning}
    </span>
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
  const endedClass = (base: string, modifier: string) => (ended ? `${base} ${modifier}` : base);

  return (
    <Link
      to={voucherHref(location.search, voucher.code)}
      state={{ voucherFromList: true }}
      preventScrollReset
      className={`${cardCss.root} ${voucherCardCss.root}`}
      data-ripple=""
      data-testid="voucher-card"
    >
      <div className={endedClass(voucherCardCss.stub, voucherCardCss.stubEnded)}>
        <img
          src={logo}
          alt=""
          loading="lazy"
          className={endedClass(voucherCardCss.logo, voucherCardCss.logoEnded)}
        />
      </div>
      <div className={voucherCardCss.body}>
        <div className={voucherCardCss.top}>
          <p className={voucherCardCss.merchant}>{voucher.promo.merchant.name}</p>
          <StatusBadge
            status={voucher.status}
            redeemTo={voucher.redeemTo}
            usedDate={voucher.usedDate}
          />
        </div>
        <p className={endedClass(cardCss.title, voucherCardCss.titleEnded)}>
          {voucher.promo.title}
        </p>
        <p className={voucherCardCss.validity}>
          {`Berlaku ${formatDateRange(voucher.redeemFrom, voucher.redeemTo)}`}
        </p>
      </div>
    </Link>
  );
}

/** The card's shape while its list loads. */
export function VoucherCardSkeleton() {
  return (
    <div
      className={`${cardSkeletonCss.root} ${voucherCardCss.voucherCardSkeleton}`}
      aria-hidden="true"
    >
      <div
        className={`${skeletonCss.root} ${skeletonCss.media} ${voucherCardCss.voucherCardSkeletonStub}`}
      />
      <div className={`${cardSkeletonCss.body} ${voucherCardCss.voucherCardSkeletonBody}`}>
        <div
          className={`${skeletonCss.root} ${voucherCardCss.voucherCardSkeletonLine} ${voucherCardCss.voucherCardSkeletonMerchant}`}
        />
        <div className={`${skeletonCss.root} ${voucherCardCss.voucherCardSkeletonTitle}`} />
        <div
          className={`${skeletonCss.root} ${voucherCardCss.voucherCardSkeletonLine} ${voucherCardCss.voucherCardSkeletonValidity}`}
        />
      </div>
    </div>
  );
}
