import { centredColumn } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/top-bar/download-app-popover-live.tsx: the popover's centred column.
export const body = staticClass('mv-download-app', { ...centredColumn, gap: '3' });
export const qr = staticClass('mv-download-app__qr', {
  p: '2',
  bg: 'white',
  rounded: 'md',
  borderWidth: '1px',
});
// The QR's place while its drawing code loads (its size: QR_SIZE).
export const qrPending = staticClass('mv-download-app__qr-pending', { boxSize: '148px' });
export const text = staticClass('mv-download-app__text', { textStyle: 'secondary' });
export const popover = staticClass('mv-download-app__popover', { w: '320px' });
