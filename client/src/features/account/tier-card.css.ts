import { spread, stack, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/tier-card.tsx: the tier on the brand's gradient, the bar to the next one.
export const root = staticClass('mv-tier-card', {
  rounded: 'xl',
  p: { base: '4', md: '5' },
  color: 'white',
  bgGradient: 'to-br',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.800',
  ...stack,
  justifyContent: 'space-between',
});
// Without tier data: a plain card that says so.
export const missing = staticClass('mv-tier-card--missing', { layerStyle: 'panel', p: '5' });
export const missingText = staticClass('mv-tier-card__missing-text', { textStyle: 'secondary' });
export const head = staticClass('mv-tier-card__head', { ...spread, alignItems: 'start', gap: '3' });
export const label = staticClass('mv-tier-card__label', { fontSize: 'xs', opacity: '0.85' });
export const name = staticClass('mv-tier-card__name', {
  fontSize: '2xl',
  fontWeight: 'bold',
  lineHeight: 'short',
});
// Underlined in white, hovered too (the link's own hover fades the line).
export const benefits = staticClass('mv-tier-card__benefits', {
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'white',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecoration: 'underline' },
});
export const body = staticClass('mv-tier-card__body', { ...stack, gap: '2', mt: '4' });
// The bar: yellow on a translucent white track.
export const bar = staticClass('mv-tier-card__bar', { colorPalette: 'yellow' });
export const track = staticClass('mv-tier-card__track', { bg: 'whiteAlpha.300' });
export const range = staticClass('mv-tier-card__range', { bg: 'yellow.300' });
export const figures = staticClass('mv-tier-card__figures', {
  ...wrapRow,
  justifyContent: 'space-between',
  gap: '3',
  fontSize: 'sm',
});
export const progress = staticClass('mv-tier-card__progress', { fontWeight: 'semibold' });
export const points = staticClass('mv-tier-card__points', { opacity: '0.85' });
export const note = staticClass('mv-tier-card__note', { fontSize: 'xs', opacity: '0.75' });
