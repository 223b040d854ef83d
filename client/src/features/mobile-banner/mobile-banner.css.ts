import { chakraHStack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/mobile-banner.
export const root = staticClass('mv-mobile-banner', {
  display: { base: 'block', md: 'none' },
  bg: 'brand.50',
  borderBottomWidth: '1px',
  borderColor: 'brand.100',
  px: '3',
  py: '2',
});
export const row = staticClass('mv-mobile-banner__row', chakraHStack);
export const icon = staticClass('mv-mobile-banner__icon', { color: 'brand.500', boxSize: '5' });
export const text = staticClass('mv-mobile-banner__text', {
  flex: '1',
  fontSize: 'xs',
  lineHeight: 'short',
});
