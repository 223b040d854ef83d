import { linkRecipe } from '@chakra-ui/react/theme';
import { linkVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's Link (plain variant): external links (before the
// buttons: a link styled as a button is a button).
export const root = staticClass('mv-link', { ...linkRecipe.base, ...linkVariants.variant!.plain! });
export const block = staticClass('mv-link--block', { display: 'block', h: 'full' });
