import { chakraHeading, columns, stack, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/about/about-route.tsx: the hero's small title and big claim, its second link, and the
// two halves of the invitation to join.
export const heroTitle = staticClass('mv-about__hero-title', {
  ...chakraHeading('md'),
  opacity: '0.85',
});
export const heroClaim = staticClass('mv-about__hero-claim', {
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  lineHeight: 'shorter',
  letterSpacing: 'tight',
});
export const heroActions = staticClass('mv-about__hero-actions', { ...wrapRow, gap: '3' });
export const heroLink = staticClass('mv-about__hero-link', {
  display: 'inline-flex',
  alignItems: 'center',
  px: '5',
  h: '11',
  rounded: 'full',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.600',
  fontWeight: 'semibold',
  _hover: { bg: 'whiteAlpha.200' },
});
export const join = staticClass('mv-about__join', {
  display: 'grid',
  gridTemplateColumns: { base: columns(1), md: columns(2) },
  gap: '6',
});
export const joinHalf = staticClass('mv-about__join-half', { ...stack, gap: '3' });
export const joinAppTitle = staticClass('mv-about__join-app-title', chakraHeading('md'));
