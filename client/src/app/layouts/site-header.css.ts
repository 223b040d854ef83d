import { staticClass } from '../../theme/static-class';
import { row as rowLayout } from '../../theme/style-parts';
// features/header.
export const bar = staticClass('mv-header__bar', { bg: 'white', borderBottomWidth: '1px' });
export const row = staticClass('mv-header__row', {
  ...rowLayout,
  py: '3',
  gap: '4',
  // Narrower than any phone the layout is drawn for (WCAG 1.4.10, 320 px): closer together,
  // so that the logo, the search icon and 'Masuk / Daftar' fit without scrolling sideways.
  '@media (max-width: 359.98px)': { gap: '2' },
});
export const spacer = staticClass('mv-header__spacer', {
  flex: '1',
  justifySelf: 'stretch',
  alignSelf: 'stretch',
  display: { base: 'block', md: 'none' },
});
export const searchLink = staticClass('mv-header__search-link', {
  display: { base: 'inline-flex', md: 'none' },
});
