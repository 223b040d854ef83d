import { staticClass } from '../theme/static-class';

// components/dialog.tsx: a `<dialog>` over a backdrop, drawn as Chakra's dialog recipe, on the
// layers SPEC 9 names.
export const backdrop = staticClass('mv-dialog__backdrop', {
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  bg: 'blackAlpha.500',
  animationName: 'fade-in',
  animationDuration: 'slow',
});
export const root = staticClass('mv-dialog', {
  // The user agent's box (border, padding, colours) is replaced by the panel's.
  border: 'none',
  p: '0',
  position: 'fixed',
  inset: '0',
  // Centred: the stylesheet's margin reset would undo the user agent's.
  m: 'auto',
  h: 'fit-content',
  maxH: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  w: 'calc(100% - 2rem)',
  layerStyle: 'floating',
  textStyle: 'sm',
  outline: '0',
  overscrollBehavior: 'contain',
  zIndex: 'modal',
  '&[open]': { display: 'flex', flexDirection: 'column', animationName: 'scale-in, fade-in' },
  animationDuration: 'moderate',
});
// Chakra's dialog sizes: `sm` is 28rem wide, `md` 32rem.
export const sm = staticClass('mv-dialog--sm', { maxW: 'md' });
export const md = staticClass('mv-dialog--md', { maxW: 'lg' });
// Below `md` the whole screen, from the top: a tall content keeps its title and close in view.
export const phoneFull = staticClass('mv-dialog--phone-full', {
  mdDown: { w: '100vw', maxW: '100vw', h: '100dvh', maxH: '100dvh', m: '0', borderRadius: '0' },
});
export const header = staticClass('mv-dialog__header', {
  display: 'flex',
  gap: '2',
  flex: '0',
  px: '6',
  pt: '6',
  pb: '4',
});
export const title = staticClass('mv-dialog__title', { textStyle: 'lg', fontWeight: 'semibold' });
export const body = staticClass('mv-dialog__body', { flex: '1', px: '6', pt: '2', pb: '6' });
export const footer = staticClass('mv-dialog__footer', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '3',
  px: '6',
  pt: '2',
  pb: '4',
});
export const close = staticClass('mv-dialog__close', {
  position: 'absolute',
  top: '2',
  insetEnd: '2',
});
