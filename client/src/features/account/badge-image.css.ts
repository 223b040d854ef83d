import { staticClass } from '../../theme/static-class';
import { centredBox } from '../../theme/style-parts';

// features/account/badge-tile.tsx's BadgeImage: a badge's round picture, a locked one grey and
// faded, with a lock.
export const root = staticClass('mv-badge-image', { position: 'relative', flexShrink: '0' });
// The tiles' size and the dialog's (boxSize 16 and 28).
export const sm = staticClass('mv-badge-image--sm', { boxSize: '16' });
export const lg = staticClass('mv-badge-image--lg', { boxSize: '28' });
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
  ...centredBox,
  position: 'absolute',
  insetEnd: '0',
  bottom: '0',
  boxSize: '7',
  rounded: 'full',
  bg: 'gray.700',
  color: 'white',
  borderWidth: '2px',
  borderColor: 'white',
});
