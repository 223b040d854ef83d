import { staticClass } from '../../theme/static-class';
import { row, stack } from '../../theme/style-parts';

// features/notifications/bell-trigger.tsx: the header's bell, its count on its corner.
export const bell = staticClass('mv-notifications__bell', {
  position: 'relative',
  flexShrink: '0',
});
export const count = staticClass('mv-notifications__count', {
  position: 'absolute',
  top: '0',
  insetEnd: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '5',
  h: '5',
  px: '1',
  rounded: 'full',
  bg: 'red.solid',
  color: 'red.contrast',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  fontVariantNumeric: 'tabular-nums',
  // Apart from the bell's glyph where the two overlap.
  boxShadow: '0 0 0 2px white',
});

// features/notifications/notification-panel-live.tsx: the popover's list.
export const panel = staticClass('mv-notifications__panel', { ...stack, gap: '3' });
export const list = staticClass('mv-notifications__list', {
  ...stack,
  gap: '1',
  listStyleType: 'none',
  maxH: 'min(60vh, 420px)',
  overflowY: 'auto',
  mx: '-2',
});
export const item = staticClass('mv-notifications__item', {
  ...row,
  alignItems: 'flex-start',
  gap: '3',
  p: '2',
  rounded: 'md',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
});
export const dot = staticClass('mv-notifications__dot', {
  flexShrink: '0',
  w: '2',
  h: '2',
  mt: '1.5',
  rounded: 'full',
  bg: 'transparent',
});
export const dotNew = staticClass('mv-notifications__dot--new', { bg: 'brand.500' });
export const itemText = staticClass('mv-notifications__item-text', {
  ...stack,
  gap: '0.5',
  minW: '0',
});
export const itemHeadline = staticClass('mv-notifications__item-headline', {
  textStyle: 'itemTitle',
});
// Not clamped: the date at its end is what the member acts on.
export const itemDetail = staticClass('mv-notifications__item-detail', { textStyle: 'secondary' });
// features/notifications/notification-panel-live.tsx: the panel's width.
export const popover = staticClass('mv-notifications__popover', {
  w: { base: '92vw', sm: '380px' },
});
