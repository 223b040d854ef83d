import { chakraHeading, headingVariants, row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// The landing pages' pieces (about, learn-more, gramedia-troops, referral): the grey page, the
// coloured hero and its call to join, the white panel that invites to join.
export const root = staticClass('mv-landing', { bg: 'gray.50' });
export const full = staticClass('mv-landing--full', { minH: '100vh' });
export const hero = staticClass('mv-hero', {
  bgGradient: 'to-br',
  gradientFrom: 'brand.700',
  gradientTo: 'brand.500',
  color: 'white',
});
export const heroTroops = staticClass('mv-hero--troops', {
  gradientFrom: 'red.700',
  gradientTo: 'brand.600',
});
// The hero's container (with mv-container).
export const heroBody = staticClass('mv-hero__body', { py: { base: '10', md: '16' } });
export const heroBodyCentred = staticClass('mv-hero__body--centred', { textAlign: 'center' });
export const heroStack = staticClass('mv-hero__stack', { ...stack, gap: '4' });
export const heroStackNarrow = staticClass('mv-hero__stack--narrow', { maxW: '2xl' });
export const heroStackCentred = staticClass('mv-hero__stack--centred', { alignItems: 'center' });
export const heroTitle = staticClass('mv-hero__title', {
  ...chakraHeading('2xl'),
  lineHeight: 'shorter',
  // The line height stays `shorter` at every size (a style prop over the recipe's).
  md: { ...headingVariants.size!['4xl']!, lineHeight: 'shorter' },
});
export const heroLead = staticClass('mv-hero__lead', {
  fontSize: { base: 'md', md: 'lg' },
  opacity: '0.92',
  maxW: '2xl',
});
export const heroKicker = staticClass('mv-hero__kicker', {
  fontWeight: 'semibold',
  opacity: '0.85',
});
// A white button on the hero (with the mv-button classes).
export const heroButton = staticClass('mv-hero__button', {
  bg: 'white',
  color: 'brand.700',
  _hover: { bg: 'brand.50' },
});
export const join = staticClass('mv-join', {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  p: { base: '6', md: '10' },
});
// features/home/standalone-top.tsx: the logo and an action on a white bar.
export const top = staticClass('mv-landing__top', { bg: 'white', borderBottomWidth: '1px' });
export const topRow = staticClass('mv-landing__top-row', {
  ...row,
  justifyContent: 'space-between',
  py: '3',
  gap: '4',
});
