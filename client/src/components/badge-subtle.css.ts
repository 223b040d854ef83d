import { badgeRecipe } from '@chakra-ui/react/theme';
import { badgeVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's `Badge` in its default subtle variant (size sm; `md` the larger one), in a colour
// palette: states and labels beside text (verified, expired, locked…).
export const root = staticClass('mv-badge-subtle', {
  ...badgeRecipe.base,
  ...badgeVariants.size!.sm!,
  ...badgeVariants.variant!.subtle!,
});
export const md = staticClass('mv-badge-subtle--md', badgeVariants.size!.md!);
export const gray = staticClass('mv-badge-subtle--gray', { colorPalette: 'gray' });
export const green = staticClass('mv-badge-subtle--green', { colorPalette: 'green' });
export const orange = staticClass('mv-badge-subtle--orange', { colorPalette: 'orange' });
export const red = staticClass('mv-badge-subtle--red', { colorPalette: 'red' });
export const brand = staticClass('mv-badge-subtle--brand', { colorPalette: 'brand' });
