import { staticClass } from '../theme/static-class';
import { spread } from '../theme/style-parts';

// components/section.tsx
export const root = staticClass('mv-section', { py: '5' });
export const head = staticClass('mv-section__head', {
  ...spread,
  alignItems: 'baseline',
  gap: '4',
  mb: '3',
});
export const title = staticClass('mv-section__title', {
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: { base: '1.5rem', md: '1.75rem' },
});
// At least 24 px tall (WCAG 2.5.8) by its own size, not by its distance from the row below.
export const all = staticClass('mv-section__all', {
  textStyle: 'accent',
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
});
