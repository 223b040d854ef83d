import { centredBox, columns, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/account-tiles.tsx: a grid of links into the account's parts.
export const root = staticClass('mv-account-tiles', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(2), sm: columns(3) },
  gap: { base: '3', md: '4' },
});
// The whole tile is the link; an external one (a Chakra-looking link) is not underlined.
export const link = staticClass('mv-account-tiles__link', {
  display: 'block',
  h: 'full',
  _hover: { textDecoration: 'none' },
});
export const tile = staticClass('mv-account-tiles__tile', {
  ...stack,
  gap: '2',
  p: { base: '3', md: '4' },
  h: 'full',
  layerStyle: 'panel',
  _hover: { borderColor: 'brand.300', shadow: 'sm' },
});
export const icon = staticClass('mv-account-tiles__icon', {
  ...centredBox,
  boxSize: '10',
  rounded: 'lg',
  bg: 'brand.50',
  color: 'brand.600',
});
export const label = staticClass('mv-account-tiles__label', { textStyle: 'itemTitle' });
export const hint = staticClass('mv-account-tiles__hint', { textStyle: 'caption', lineClamp: '2' });
