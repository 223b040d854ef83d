import { HeaderPopover, PopoverTitle } from '../../components/popover';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../config/public-config';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { DownloadAppTrigger } from './download-app-trigger';
import { StoreBadges } from '../../components/store-badges';
import * as downloadAppCss from './download-app-popover.css';

// The QR drawing code loads when the popover first opens (desktop only, rarely opened).
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);
/** The QR's size in pixels (download-app-popover.css.ts's `qrPending` keeps its place). */
const QR_SIZE = 148;

/**
 * SPEC 2: a QR code of the app link (drawn here, no network), the invitation and store badges:
 * static markup in the header's popover.
 */
export function LiveDownloadAppPopover({ open, triggerMark }: LiveControlOptions) {
  const { brandName, appLinkUrl } = usePublicConfig();
  return (
    <HeaderPopover
      align="start"
      defaultOpen={open}
      trigger={<DownloadAppTrigger {...triggerMark} />}
      className={downloadAppCss.popover}
      label={`Download aplikasi ${brandName}`}
      arrow
    >
      <div className={downloadAppCss.body}>
        <PopoverTitle>Download aplikasi {brandName}</PopoverTitle>
        <div className={downloadAppCss.qr} data-testid="app-qr">
          <Suspense fallback={<div className={downloadAppCss.qrPending} />}>
            <QRCodeSVG
              value={appLinkUrl}
              size={QR_SIZE}
              fgColor="#30113a"
              title={`Kode QR aplikasi ${brandName}`}
            />
          </Suspense>
        </div>
        <p className={downloadAppCss.text}>
          Pindai kode QR untuk memasang aplikasi {brandName}: kumpulkan voucher dan nikmati
          keuntungan eksklusif khusus member.
        </p>
        <StoreBadges />
      </div>
    </HeaderPopover>
  );
}
