import { staticClass } from '../../theme/static-class';

export const navigationProgress = staticClass('mv-navigation-progress', {
  position: 'fixed',
  top: '0',
  left: '0',
  right: '0',
  height: '3px',
  bg: 'brand.500',
  zIndex: 'max',
  transformOrigin: 'left',
  animation: 'navigation-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards',
  // Reduced motion: a bar that stands still at half way still says a page is on its way.
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleX(0.5)' },
});
