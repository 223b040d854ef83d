import { staticClass } from '../../theme/static-class';

// features/wallet/voucher-qr.tsx: the QR's square (QR_SIZE), which its skeleton takes too.
export const root = staticClass('mv-voucher-qr', { w: '240px', h: '240px' });
// The drawn code: black on white, no line box under the SVG.
export const paper = staticClass('mv-voucher-qr--paper', { bg: 'white', lineHeight: '0' });
export const pending = staticClass('mv-voucher-qr__pending', { w: 'full', h: 'full' });
