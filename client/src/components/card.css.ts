import { staticClass } from '../theme/static-class';
import { stack, wrapRow } from '../theme/style-parts';

// components/card-link.tsx: the box every card is, the whole card one link.
export const root = staticClass('mv-card', {
  ...stack,
  position: 'relative',
  h: 'full',
  layerStyle: 'card',
  overflow: 'hidden',
  _hover: { shadow: 'md' },
});
// Articles: on phones a compact row (thumbnail beside the text), from `sm` up a card.
export const rowUntilSm = staticClass('mv-card--row-until-sm', {
  flexDirection: { base: 'row', sm: 'column' },
  gap: { base: '3', sm: '0' },
  p: { base: '3', sm: '0' },
});
// Merchants: a centred logo tile.
export const tile = staticClass('mv-card--tile', {
  alignItems: 'center',
  p: { base: '2', sm: '3' },
  textAlign: 'center',
  _hover: { shadow: 'md', borderColor: 'brand.200' },
});
export const media = staticClass('mv-card__media', { position: 'relative' });
export const badge = staticClass('mv-card__badge', { position: 'absolute', top: '2', left: '2' });
export const body = staticClass('mv-card__body', { ...stack, gap: '1.5', p: '3', flex: '1' });
export const bodyTight = staticClass('mv-card__body--tight', { gap: '1' });
export const title = staticClass('mv-card__title', {
  textStyle: 'itemTitle',
  lineClamp: '2',
  minH: '2lh',
});
export const meta = staticClass('mv-card__meta', { textStyle: 'caption' });
export const metaLast = staticClass('mv-card__meta--last', { mt: 'auto' });
export const cost = staticClass('mv-card__cost', { textStyle: 'price', fontSize: 'sm' });
export const footer = staticClass('mv-card__footer', {
  ...wrapRow,
  mt: 'auto',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: '2',
});
export const truncate = staticClass('mv-card__truncate', { truncate: true });
// features/article: the card's text beside (phones) or under (from `sm`) its thumbnail.
export const thumb = staticClass('mv-card__thumb', {
  w: { base: '38%', sm: 'full' },
  flexShrink: '0',
  alignSelf: 'flex-start',
  rounded: { base: 'md', sm: 'none' },
});
