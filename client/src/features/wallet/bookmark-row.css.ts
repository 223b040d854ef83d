import { staticClass } from '../../theme/static-class';
import { fillColumn, row } from '../../theme/style-parts';

// features/wallet/bookmark-row.tsx: a saved promo as a row, its picture on the left; a promo
// that has ended is faded, its picture grey.
export const root = staticClass('mv-bookmark-row', {
  display: 'flex',
  layerStyle: 'card',
  overflow: 'hidden',
  h: 'full',
});
export const ended = staticClass('mv-bookmark-row--ended', { opacity: 0.75 });
export const picture = staticClass('mv-bookmark-row__picture', {
  display: 'block',
  w: { base: '28', md: '40' },
  flexShrink: '0',
  alignSelf: 'start',
  p: '3',
  pe: '0',
});
export const image = staticClass('mv-bookmark-row__image', { w: 'full', rounded: 'md' });
export const imageEnded = staticClass('mv-bookmark-row__image--ended', { filter: 'grayscale(1)' });
export const body = staticClass('mv-bookmark-row__body', { ...fillColumn, gap: '1', p: '3' });
export const title = staticClass('mv-bookmark-row__title', {
  textStyle: 'itemTitle',
  lineClamp: '2',
});
export const facts = staticClass('mv-bookmark-row__facts', {
  ...row,
  gap: '2',
  fontSize: 'xs',
  flexWrap: 'wrap',
});
export const cost = staticClass('mv-bookmark-row__cost', { textStyle: 'price' });
export const until = staticClass('mv-bookmark-row__until', { color: 'fg.muted' });
export const actions = staticClass('mv-bookmark-row__actions', {
  ...row,
  gap: '2',
  mt: 'auto',
  pt: '1',
  justifyContent: 'end',
});
// Its skeleton: the picture's place and three lines.
export const bookmarkRowSkeletonPicture = staticClass('mv-bookmark-row-skeleton__picture', {
  w: { base: '28', md: '40' },
  flexShrink: '0',
  p: '3',
  pe: '0',
});
export const bookmarkRowSkeletonImage = staticClass('mv-bookmark-row-skeleton__image', {
  aspectRatio: '400 / 225',
  rounded: 'md',
});
export const bookmarkRowSkeletonBody = staticClass('mv-bookmark-row-skeleton__body', { flex: '1' });
export const bookmarkRowSkeletonLine = staticClass('mv-bookmark-row-skeleton__line', { h: '3' });
export const bookmarkRowSkeletonMerchant = staticClass('mv-bookmark-row-skeleton__merchant', {
  w: '40%',
});
export const bookmarkRowSkeletonTitle = staticClass('mv-bookmark-row-skeleton__title', {
  h: '2lh',
});
export const bookmarkRowSkeletonCost = staticClass('mv-bookmark-row-skeleton__cost', { w: '50%' });
