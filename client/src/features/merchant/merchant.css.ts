import { staticClass } from '../../theme/static-class';
import { stack } from '../../theme/style-parts';

// features/merchant: the logo and name of a tile.
export const cardLogo = staticClass('mv-card__logo', { w: 'full', maxW: '24', rounded: 'md' });
export const cardTileText = staticClass('mv-card__tile-text', {
  ...stack,
  gap: '0.5',
  mt: '2',
  w: 'full',
});
export const cardName = staticClass('mv-card__name', {
  fontWeight: 'semibold',
  fontSize: { base: 'xs', sm: 'sm' },
  lineClamp: '2',
  minH: '2lh',
});
export const cardSkeletonTile = staticClass('mv-card-skeleton--tile', {
  overflow: 'visible',
  p: { base: '2', sm: '3' },
  ...stack,
  alignItems: 'center',
});
export const cardSkeletonTileText = staticClass('mv-card-skeleton__tile-text', {
  ...stack,
  gap: '1',
  mt: '2',
  w: 'full',
  alignItems: 'center',
});
