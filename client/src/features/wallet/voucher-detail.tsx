import type { FragmentType } from '@apollo/client';
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
import * as voucherDetailCss from './voucher-detail.css';
import * as badgeCss from '../../components/badge.css';
import * as buttonCss from '../../components/button.css';
import * as headingCss from '../../components/heading.css';
import { DialogBody, DialogFooter, DialogHeader, DialogTitle } from '../../components/dialog';

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

function Notice(props: { tone: 'gray' | 'orange'; children: string }) {
  const tone = props.tone === 'gray' ? voucherDetailCss.noticeGray : voucherDetailCss.noticeOrange;
  return (
    <div role="status" className={`${voucherDetailCss.notice} ${tone}`}>
      {props.children}
    </div>
  );
}

function Section(props: { title: string; html: string }) {
  if (!props.html.trim()) return null;
  return (
    <section className={voucherDetailCss.section}>
      <h3 className={`${headingCss.root} ${headingCss.sm} ${voucherDetailCss.sectionTitle}`}>
        {props.title}
      </h3>
      <HtmlContent html={props.html} textSize="sm" />
    </section>
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
      <DialogHeader className={voucherDetailCss.header}>
        <div className={voucherDetailCss.merchant}>
          <img src={logo} alt="" className={voucherDetailCss.logo} />
          <p className={voucherDetailCss.merchantName}>{promo.merchant.name}</p>
        </div>
        <DialogTitle className={voucherDetailCss.title}>{promo.title}</DialogTitle>
      </DialogHeader>
      <DialogBody>
        <div className={voucherDetailCss.body}>
          {ended ? <Notice tone="gray">{ended}</Notice> : null}
          {notYet ? <Notice tone="orange">{notYet}</Notice> : null}
          {ended ? null : (
            <>
              <p className={voucherDetailCss.instruction}>
                Tunjukkan kode QR ini ke kasir saat membayar.
              </p>
              <div className={voucherDetailCss.qrFrame}>
                <VoucherQr value={voucher.qrCode} code={voucher.code} />
              </div>
            </>
          )}
          <div className={voucherDetailCss.code}>
            <p className={voucherDetailCss.codeLabel}>Kode voucher</p>
            <p className={voucherDetailCss.codeValue} data-testid="voucher-code">
              {voucher.code}
            </p>
            <CopyButton
              value={voucher.code}
              context="voucher"
              successMessage="Kode voucher disalin"
              failureMessage="Gagal menyalin kode voucher"
            >
              Salin kode
            </CopyButton>
          </div>
          <div className={voucherDetailCss.validity}>
            <p>
              <span className={voucherDetailCss.validityLabel}>Berlaku </span>
              <span className={voucherDetailCss.validityDates} data-testid="voucher-window">
                {formatDateRange(voucher.redeemFrom, voucher.redeemTo)}
              </span>
            </p>
            {warning ? (
              <span className={`${badgeCss.root} ${badgeCss.orange}`}>{warning}</span>
            ) : null}
          </div>
          <div className={voucherDetailCss.sections}>
            <Section title="Syarat & Ketentuan" html={promo.tnc} />
            <Section title="Cara Pakai" html={promo.howToUse} />
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Link
          to={paths.promo(promo.slug)}
          className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline} ${voucherDetailCss.promoLink}`}
        >
          Lihat promo
        </Link>
      </DialogFooter>
    </>
  );
}
