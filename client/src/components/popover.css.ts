import { staticClass } from '../theme/static-class';

// components/popover.tsx: a header control's panel, drawn as Chakra's popover recipe (size md),
// on the menu layer SPEC 9 names. components/popover.tsx sets where it stands.
export const root = staticClass('mv-popover', {
  // The user agent's box (centred, bordered) is replaced by the panel's, placed under its trigger.
  position: 'fixed',
  inset: 'auto',
  top: 'var(--mv-popover-top, 0px)',
  left: 'var(--mv-popover-inset, 0px)',
  '&[data-align=end]': { left: 'auto', right: 'var(--mv-popover-inset, 0px)' },
  m: '0',
  p: '0',
  border: 'none',
  overflow: 'visible',
  w: { base: 'min(calc(100dvw - 1rem), 20rem)', sm: '20rem' },
  layerStyle: 'floating',
  textStyle: 'sm',
  outline: '0',
  zIndex: 'popover',
  '&:popover-open': { animationName: 'scale-in, fade-in', animationDuration: 'fast' },
});
export const body = staticClass('mv-popover__body', {
  p: '5',
  maxH: 'var(--mv-popover-max-height, 80dvh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
// A square turned an eighth, across the panel's top edge, pointing at the trigger's centre.
export const arrow = staticClass('mv-popover__arrow', {
  position: 'absolute',
  top: '-6px',
  left: 'calc(var(--mv-popover-arrow-x, 24px) - 6px)',
  '[data-align=end] > &': { left: 'auto', right: 'calc(var(--mv-popover-arrow-x, 24px) - 6px)' },
  boxSize: '3',
  bg: 'bg.panel',
  borderTopWidth: '1px',
  borderLeftWidth: '1px',
  transform: 'rotate(45deg)',
});
export const title = staticClass('mv-popover__title', { fontWeight: 'semibold' });
