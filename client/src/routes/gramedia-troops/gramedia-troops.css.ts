import { iconRecipe } from '@chakra-ui/react/theme';
import { stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/gramedia-troops/gramedia-troops-route.tsx.
export const intro = staticClass('mv-troops__intro', { fontSize: { base: 'md', md: 'lg' } });
export const benefit = staticClass('mv-troops__benefit', { layerStyle: 'panel', p: '5' });
export const benefitIcon = staticClass('mv-troops__benefit-icon', {
  ...iconRecipe.base,
  boxSize: '6',
  color: 'brand.500',
  mb: '2',
});
export const steps = staticClass('mv-troops__steps', {
  ...stack,
  gap: '3',
  listStyleType: 'none',
  maxW: '3xl',
});
export const stepText = staticClass('mv-troops__step-text', { pt: '1' });
export const actions = staticClass('mv-troops__actions', {
  ...stack,
  flexDirection: { base: 'column', sm: 'row' },
  gap: '3',
  mt: '5',
});
