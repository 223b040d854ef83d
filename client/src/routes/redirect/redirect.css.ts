import { spinnerRecipe } from '@chakra-ui/react/theme';
import { chakraHeading, spinnerVariants, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/redirect/redirect-route.tsx: a centred column, while signing in or when it failed.
export const root = staticClass('mv-redirect', { px: '4', py: '20' });
export const column = staticClass('mv-redirect__column', {
  ...stack,
  alignItems: 'center',
  gap: '4',
});
export const columnText = staticClass('mv-redirect__column--text', {
  textAlign: 'center',
  maxW: 'md',
  mx: 'auto',
});
export const title = staticClass('mv-redirect__title', chakraHeading('2xl'));
export const working = staticClass('mv-redirect__working', chakraHeading('md'));
// Chakra's Spinner (size lg) in the brand colour.
export const spinner = staticClass('mv-redirect__spinner', {
  ...spinnerRecipe.base,
  ...spinnerVariants.size!.lg!,
  color: 'brand.500',
});
