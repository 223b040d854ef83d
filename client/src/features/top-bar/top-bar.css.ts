import { chakraHStack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// The top bar's items: white on the brand colour.
export const buttonOnBrand = staticClass('mv-button--on-brand', {
  color: 'white',
  _hover: { bg: 'whiteAlpha.200' },
});
// features/top-bar.
export const root = staticClass('mv-top-bar', {
  bg: 'brand.500',
  color: 'white',
  display: { base: 'none', md: 'block' },
});
export const row = staticClass('mv-top-bar__row', {
  ...chakraHStack,
  justifyContent: 'space-between',
  py: '1',
});
export const nav = staticClass('mv-top-bar__nav', { ...chakraHStack, gap: '1' });
// features/top-bar/category-menu-live.tsx: the Voucher Categories popover.
export const categoryMenu = staticClass('mv-category-menu', { w: { base: '90vw', md: '560px' } });
export const categoryMenuTitle = staticClass('mv-category-menu__title', { mb: '3' });
