import { staticClass } from '../../theme/static-class';

/**
 * The layer features/ripple/ripple.ts adds to a pressed element: the host's own box and corners,
 * shown through a circle that grows from the touch point (`--ripple-x`, `--ripple-y`) to the
 * farthest corner (`--ripple-radius`) as it fades (the `ripple` keyframes in the theme). A clip
 * path, not a circle inside an `overflow: hidden` layer: with that clip the press's own frame was
 * presented ~100 ms later on the emulated low-end phone (bench/RESULTS.md, "The ripple").
 */
export const ripple = staticClass('ripple', {
  position: 'absolute',
  inset: '0',
  borderRadius: 'inherit',
  bg: 'currentColor',
  pointerEvents: 'none',
  opacity: '0',
  animation: 'ripple 400ms ease-out forwards',
  '@media (prefers-reduced-motion: reduce)': { display: 'none' },
});
