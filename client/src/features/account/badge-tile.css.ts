import { stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/badge-tile.tsx: a badge's round picture (a locked one grey and faded, with
// a lock), and the tile that opens its details.
export const image = staticClass('mv-badge-image', { position: 'relative', flexShrink: '0' });
// The tiles' size and the dialog's (boxSize 16 and 28).
export const imageSm = staticClass('mv-badge-image--sm', { boxSize: '16' });
export const imageLg = staticClass('mv-badge-image--lg', { boxSize: '28' });
export const picture = staticClass('mv-badge-image__picture', {
  w: '100%',
  h: '100%',
  borderRadius: '9999px',
  objectFit: 'cover',
});
export const pictureLocked = staticClass('mv-badge-image__picture--locked', {
  filter: 'grayscale(1)',
  opacity: '0.45',
});
// No picture: a tinted disc instead.
export const blank = staticClass('mv-badge-image__blank', {
  boxSize: 'full',
  rounded: 'full',
  bg: 'brand.100',
});
export const blankLocked = staticClass('mv-badge-image__blank--locked', { bg: 'gray.100' });
export const lock = staticClass('mv-badge-image__lock', {
  display: 'flex',
  position: 'absolute',
  insetEnd: '0',
  bottom: '0',
  boxSize: '7',
  rounded: 'full',
  bg: 'gray.700',
  color: 'white',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '2px',
  borderColor: 'white',
});
export const tile = staticClass('mv-badge-tile', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  w: 'full',
  h: 'full',
  p: '3',
  bg: 'white',
  rounded: 'xl',
  borderWidth: '1px',
  textAlign: 'center',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.300', shadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
export const body = staticClass('mv-badge-tile__body', {
  ...stack,
  gap: '2',
  alignItems: 'center',
});
export const name = staticClass('mv-badge-tile__name', {
  fontWeight: 'semibold',
  fontSize: 'sm',
  lineClamp: '2',
});
export const nameLocked = staticClass('mv-badge-tile__name--locked', { color: 'fg.muted' });
export const obtained = staticClass('mv-badge-tile__obtained', {
  fontSize: 'xs',
  color: 'green.700',
});
export const how = staticClass('mv-badge-tile__how', {
  fontSize: 'xs',
  color: 'fg.muted',
  lineClamp: '3',
});
