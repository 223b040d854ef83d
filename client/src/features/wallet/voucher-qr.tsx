import { lazy, Suspense } from 'react';
import * as voucherQrCss from './voucher-qr.css';
import * as skeletonCss from '../../components/skeleton.css';

const loadQrCode = () => import('qrcode.react');

// The QR library loads with the first voucher opened, not with the list.
const QRCodeSVG = lazy(() => loadQrCode().then((module) => ({ default: module.QRCodeSVG })));

/**
 * Loads the QR library ahead (the wallet does it once its list is on screen), so that a voucher
 * opened later, maybe at a cashier without signal, draws its QR from what is already loaded.
 */
export function preloadVoucherQr(): void {
  void loadQrCode().catch(() => undefined);
}

/**
 * Large enough for a cashier's scanner from arm's length, small enough for a 360 px phone
 * (voucher-qr.css.ts draws the square at this size).
 */
const QR_SIZE = 240;
// Four modules of quiet zone, as the QR standard asks, so scanners find the code's edges.
const QUIET_ZONE = 4;

/** The voucher's QR: black on white, with an accessible name naming the code. */
export function VoucherQr(props: { value: string; code: string }) {
  const label = `Kode QR voucher ${props.code}`;
  return (
    <div
      role="img"
      aria-label={label}
      className={`${voucherQrCss.root} ${voucherQrCss.paper}`}
      data-testid="voucher-qr"
    >
      <Suspense fallback={<div className={`${skeletonCss.root} ${voucherQrCss.pending}`} />}>
        <QRCodeSVG
          value={props.value}
          size={QR_SIZE}
          level="M"
          marginSize={QUIET_ZONE}
          bgColor="#FFFFFF"
          fgColor="#000000"
          aria-hidden="true"
        />
      </Suspense>
    </div>
  );
}
