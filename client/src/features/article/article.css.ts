import { staticClass } from '../../theme/static-class';
import { fillColumn } from '../../theme/style-parts';

export const cardText = staticClass('mv-card__text', {
  ...fillColumn,
  gap: { base: '1', sm: '1.5' },
  p: { base: '0', sm: '3' },
});
export const cardKicker = staticClass('mv-card__kicker', {
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'brand.600',
  truncate: true,
});
export const cardHeadline = staticClass('mv-card__headline', {
  fontWeight: 'semibold',
  fontSize: { base: 'sm', sm: 'md' },
  lineClamp: { base: '3', sm: '2' },
  minH: { sm: '2lh' },
});
export const cardSummary = staticClass('mv-card__summary', {
  textStyle: 'secondary',
  lineClamp: '2',
  minH: '2lh',
  hideBelow: 'sm',
});
export const cardDate = staticClass('mv-card__date', {
  display: 'flex',
  mt: 'auto',
  pt: '1',
  textStyle: 'caption',
});
export const skeletonHideBelowSm = staticClass('mv-skeleton--hide-below-sm', { hideBelow: 'sm' });
// After `.mv-skeleton`, so their radius wins over its own.
export const skeletonThumb = staticClass('mv-skeleton--thumb', {
  w: { base: '38%', sm: 'full' },
  alignSelf: 'flex-start',
  rounded: { base: 'md', sm: 'none' },
});
export const cardSkeletonBodyArticle = staticClass('mv-card-skeleton__body--article', {
  p: { base: '0', sm: '3' },
  flex: '1',
});
export const cardSkeletonRowUntilSm = staticClass('mv-card-skeleton--row-until-sm', {
  display: 'flex',
  flexDirection: { base: 'row', sm: 'column' },
  gap: { base: '3', sm: '0' },
  p: { base: '3', sm: '0' },
});
