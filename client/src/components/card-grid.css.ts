import { columns } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// components/card-grid.tsx: the layouts of the card lists.
export const root = staticClass('mv-card-grid', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(2), md: columns(3), lg: columns(4) },
  gap: { base: '3', md: '5' },
});
export const wide = staticClass('mv-card-grid--wide', {
  gridTemplateColumns: { base: columns(1), sm: columns(2), lg: columns(3) },
});
export const quarters = staticClass('mv-card-grid--quarters', {
  gridTemplateColumns: { base: columns(1), sm: columns(2), lg: columns(4) },
});
export const pairs = staticClass('mv-card-grid--pairs', {
  gridTemplateColumns: { base: columns(1), md: columns(2) },
});
export const logos = staticClass('mv-card-grid--logos', {
  gridTemplateColumns: { base: columns(3), sm: columns(4), md: columns(6), lg: columns(8) },
});
export const fewLogos = staticClass('mv-card-grid--few-logos', {
  gridTemplateColumns: { base: columns(2), sm: columns(4), lg: columns(6) },
});
export const fill = staticClass('mv-card-grid--fill', { flex: '1' });
