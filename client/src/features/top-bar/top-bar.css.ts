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
