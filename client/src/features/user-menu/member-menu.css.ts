import { columns, row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/user-menu/member-menu-live.tsx: the popover's body (who, Value ID, tiles, Logout).
export const root = staticClass('mv-member-menu', { ...stack, gap: '4' });
export const who = staticClass('mv-member-menu__who', { ...row, gap: '3' });
export const whoText = staticClass('mv-member-menu__who-text', { minW: '0' });
export const email = staticClass('mv-member-menu__email', { textStyle: 'secondary' });
export const profile = staticClass('mv-member-menu__profile', {
  fontSize: 'sm',
  color: 'brand.500',
});
export const valueId = staticClass('mv-member-menu__value-id', { alignSelf: 'flex-start' });
export const tiles = staticClass('mv-member-menu__tiles', {
  display: 'grid',
  gridTemplateColumns: columns(2),
  gap: '2',
  listStyleType: 'none',
});
export const tile = staticClass('mv-member-menu__tile', {
  p: '3',
  rounded: 'md',
  borderWidth: '1px',
  height: 'full',
  _hover: { bg: 'brand.50', borderColor: 'brand.200' },
});
export const tileLabel = staticClass('mv-member-menu__tile-label', { textStyle: 'caption' });
export const tileValue = staticClass('mv-member-menu__tile-value', {
  fontWeight: 'semibold',
  fontSize: 'sm',
  truncate: true,
});
export const popover = staticClass('mv-member-menu__popover', { w: { base: '92vw', sm: '360px' } });
