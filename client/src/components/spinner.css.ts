import { spinnerRecipe } from '@chakra-ui/react/theme';
import { spinnerVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

export const root = staticClass('mv-spinner', {
  ...spinnerRecipe.base,
  ...spinnerVariants.size!.inherit!,
  borderWidth: '0.125em',
  color: 'inherit',
});
