import { staticClass } from '../theme/static-class';

// components/banner-picture.tsx: a picture in its box, at the ratio of the image shown.
export const root = staticClass('mv-banner', {
  position: 'relative',
  overflow: 'hidden',
  bg: 'brand.50',
  aspectRatio: { base: 'var(--mv-banner-ratio-mobile)', md: 'var(--mv-banner-ratio-desktop)' },
});
