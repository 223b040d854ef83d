import { columns, spread, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/account/badge-route.tsx: the total with its bar, then each category's tiles.
export const root = staticClass('mv-account-badges', { ...stack, gap: { base: '4', md: '6' } });
export const totalRow = staticClass('mv-account-badges__total-row', {
  ...spread,
  alignItems: 'baseline',
  mb: '2',
  gap: '3',
});
export const total = staticClass('mv-account-badges__total', { fontWeight: 'semibold' });
export const firstWaits = staticClass('mv-account-badges__first-waits', { textStyle: 'caption' });
export const bar = staticClass('mv-account-badges__bar', { colorPalette: 'brand' });
export const categoryHead = staticClass('mv-account-badges__category-head', {
  ...spread,
  alignItems: 'baseline',
  mb: '3',
  gap: '3',
});
export const count = staticClass('mv-account-badges__count', { textStyle: 'accent' });
export const countComplete = staticClass('mv-account-badges__count--complete', {
  color: 'green.700',
});
export const grid = staticClass('mv-account-badges__grid', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(2), sm: columns(3), lg: columns(4) },
  gap: { base: '3', md: '4' },
});
