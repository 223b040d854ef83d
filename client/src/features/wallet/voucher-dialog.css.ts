import { stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/wallet/voucher-dialog.tsx: the dialog while its voucher loads, or without one.
export const missing = staticClass('mv-voucher-dialog__missing', { ...stack, gap: '3' });
export const loading = staticClass('mv-voucher-dialog__loading', {
  ...stack,
  gap: '4',
  alignItems: 'center',
});
export const loadingCode = staticClass('mv-voucher-dialog__loading-code', { h: '8', w: '60%' });
