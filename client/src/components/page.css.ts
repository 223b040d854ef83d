import { headingRecipe } from '@chakra-ui/react/theme';
import { headingVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

export const title = staticClass('mv-page__title', {
  ...headingRecipe.base,
  ...headingVariants.size!.xl!,
  md: headingVariants.size!['2xl']!,
});
