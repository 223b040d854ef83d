import { spread, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/promo/claim-dialog.tsx: the confirmation's body inside its dialog.
export const root = staticClass('mv-claim-dialog', { ...stack, gap: '3' });
export const title = staticClass('mv-claim-dialog__title', { fontWeight: 'semibold' });
// What it costs, what the member has, what is left: label left, amount right.
export const sums = staticClass('mv-claim-dialog__sums', {
  ...stack,
  gap: '1.5',
  fontSize: 'sm',
  bg: 'gray.50',
  rounded: 'md',
  p: '3',
});
export const sum = staticClass('mv-claim-dialog__sum', { ...spread, gap: '4' });
export const sumLabel = staticClass('mv-claim-dialog__sum-label', { color: 'fg.muted' });
export const sumValue = staticClass('mv-claim-dialog__sum-value', { fontWeight: 'semibold' });
export const sumValueStrong = staticClass('mv-claim-dialog__sum-value--strong', {
  fontWeight: 'bold',
});
export const note = staticClass('mv-claim-dialog__note', { textStyle: 'caption' });
