import { staticClass } from '../../theme/static-class';
import { stack } from '../../theme/style-parts';

// The category menu's tiles (category-grid.tsx).
export const root = staticClass('mv-category-grid', {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  listStyleType: 'none',
});
export const tile = staticClass('mv-category-grid__tile', {
  ...stack,
  alignItems: 'center',
  gap: '1',
  p: '2',
});
export const tileLink = staticClass('mv-category-grid__tile--link', {
  rounded: 'md',
  _hover: { bg: 'brand.50' },
});
export const image = staticClass('mv-category-grid__image', { w: '12', h: '12', aspectRatio: '1' });
export const label = staticClass('mv-category-grid__label', {
  fontSize: 'xs',
  textAlign: 'center',
  lineClamp: '2',
});
export const skeletonImage = staticClass('mv-category-grid__skeleton-image', {
  w: '12',
  h: '12',
  rounded: 'md',
});
export const skeletonLabel = staticClass('mv-category-grid__skeleton-label', { h: '3', w: '16' });
export const error = staticClass('mv-category-grid__error', { textStyle: 'secondary' });
