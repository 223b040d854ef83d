import { centredColumn, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/badge-tile.tsx: one badge, a button that opens its details.
export const root = staticClass('mv-badge-tile', {
  ...centredColumn,
  justifyContent: 'flex-start',
  w: 'full',
  h: 'full',
  p: '3',
  layerStyle: 'panel',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.300', shadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
export const body = staticClass('mv-badge-tile__body', {
  ...stack,
  gap: '2',
  alignItems: 'center',
});
export const name = staticClass('mv-badge-tile__name', { textStyle: 'itemTitle', lineClamp: '2' });
export const nameLocked = staticClass('mv-badge-tile__name--locked', { color: 'fg.muted' });
export const obtained = staticClass('mv-badge-tile__obtained', {
  fontSize: 'xs',
  color: 'green.700',
});
export const how = staticClass('mv-badge-tile__how', { textStyle: 'caption', lineClamp: '3' });
