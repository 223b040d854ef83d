import { chakraHeading, columns, headingVariants, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/business/business-route.tsx: the brand-coloured pitch.
export const hero = staticClass('mv-business__hero', {
  bg: 'brand.500',
  color: 'white',
  py: { base: '12', md: '16' },
});
// Chakra's Link (plain) in white, underlined.
export const back = staticClass('mv-business__back', {
  color: 'white',
  fontSize: 'sm',
  textDecoration: 'underline',
});
export const heroTitle = staticClass('mv-business__hero-title', {
  ...chakraHeading('3xl'),
  md: headingVariants.size!['4xl']!,
  mt: '4',
});
export const heroLead = staticClass('mv-business__hero-lead', {
  mt: '3',
  fontSize: 'lg',
  maxW: '2xl',
});
// The benefits and the form below it, in the container (with mv-container).
export const body = staticClass('mv-business__body', { py: { base: '10', md: '14' } });
export const title = staticClass('mv-business__title', chakraHeading('2xl'));
export const benefits = staticClass('mv-business__benefits', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(1), md: columns(2), lg: columns(4) },
  gap: '5',
  mt: '6',
});
export const benefit = staticClass('mv-business__benefit', {
  p: '5',
  bg: 'brand.50',
  rounded: 'lg',
});
export const benefitTitle = staticClass('mv-business__benefit-title', {
  ...chakraHeading('md'),
  color: 'brand.700',
});
export const benefitText = staticClass('mv-business__benefit-text', { mt: '2', color: 'fg.muted' });
export const contact = staticClass('mv-business__contact', {
  mt: { base: '10', md: '14' },
  maxW: '3xl',
});
export const contactLead = staticClass('mv-business__contact-lead', {
  mt: '2',
  mb: '6',
  color: 'fg.muted',
});
// The form: a column of fields, the first four two by two from `md` up.
export const form = staticClass('mv-business__form', { ...stack, gap: '5' });
export const formPairs = staticClass('mv-business__form-pairs', {
  display: 'grid',
  gridTemplateColumns: { base: columns(1), md: columns(2) },
  gap: '5',
});
