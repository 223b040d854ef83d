import { staticClass } from '../theme/static-class';

// Chakra's solid `Badge` (size sm), on a card's image.
export const root = staticClass('mv-badge', {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
});
export const gray = staticClass('mv-badge--gray', { bg: 'gray.solid', color: 'gray.contrast' });
export const red = staticClass('mv-badge--red', { bg: 'red.solid', color: 'red.contrast' });
export const orange = staticClass('mv-badge--orange', {
  bg: 'orange.solid',
  color: 'orange.contrast',
});
export const green = staticClass('mv-badge--green', { bg: 'green.solid', color: 'green.contrast' });
export const brand = staticClass('mv-badge--brand', { bg: 'brand.solid', color: 'brand.contrast' });
