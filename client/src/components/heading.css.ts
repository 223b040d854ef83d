import { headingRecipe } from '@chakra-ui/react/theme';
import { headingVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's `Heading` at the sizes of sections and cards (a page's title is `pageCss.title`).
export const root = staticClass('mv-heading', headingRecipe.base!);
export const sm = staticClass('mv-heading--sm', headingVariants.size!.sm!);
export const md = staticClass('mv-heading--md', headingVariants.size!.md!);
