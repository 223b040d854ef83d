import { staticClass } from '../../theme/static-class';

// The circle features/ripple/ripple.ts adds to a pressed element.
export const ripple = staticClass('ripple', {
  position: 'absolute',
  borderRadius: 'full',
  bg: 'currentColor',
  pointerEvents: 'none',
  transform: 'scale(0)',
  animation: 'ripple 400ms ease-out forwards',
  '@media (prefers-reduced-motion: reduce)': { display: 'none' },
});
