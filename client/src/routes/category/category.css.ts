import { staticClass } from '../../theme/static-class';
import { row } from '../../theme/style-parts';

// routes/category/category-route.tsx: the category's head (picture, name, counts).
export const root = staticClass('mv-category', {
  ...row,
  gap: '4',
  layerStyle: 'card',
  p: { base: '4', md: '5' },
});
export const image = staticClass('mv-category__image', {
  w: { base: '14', md: '16' },
  flexShrink: '0',
  rounded: 'md',
});
export const text = staticClass('mv-category__text', { minW: '0' });
export const counts = staticClass('mv-category__counts', { textStyle: 'secondary' });
// The category's merchants in a row that scrolls sideways, edge to edge on phones.
export const merchants = staticClass('mv-category__merchants', {
  display: 'flex',
  listStyleType: 'none',
  gap: '3',
  overflowX: 'auto',
  pb: '2',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '1rem',
  scrollbarWidth: 'thin',
});
export const merchant = staticClass('mv-category__merchant', {
  flex: '0 0 auto',
  w: { base: '28', md: '32' },
  scrollSnapAlign: 'start',
});
