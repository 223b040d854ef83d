import { staticClass } from '../../theme/static-class';

// The layer features/ripple/ripple.ts adds to a pressed element, clipping the circle to it.
export const clip = staticClass('ripple-clip', {
  position: 'absolute',
  inset: '0',
  overflow: 'hidden',
  borderRadius: 'inherit',
  pointerEvents: 'none',
});
// The circle in that layer.
export const ripple = staticClass('ripple', {
  position: 'absolute',
  borderRadius: 'full',
  bg: 'currentColor',
  pointerEvents: 'none',
  transform: 'scale(0)',
  animation: 'ripple 400ms ease-out forwards',
  '@media (prefers-reduced-motion: reduce)': { display: 'none' },
});
