import { buttonRecipe } from '@chakra-ui/react/theme';
import * as linkCss from './link.css';
import { buttonVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's Button (and IconButton, CloseButton) for <button> and <a>.
export const root = staticClass('mv-button', {
  ...buttonRecipe.base,
  [`&.${linkCss.root}` as const]: { _hover: { textDecoration: 'none' } },
});
export const xs = staticClass('mv-button--xs', buttonVariants.size!.xs!);
export const sm = staticClass('mv-button--sm', buttonVariants.size!.sm!);
export const md = staticClass('mv-button--md', buttonVariants.size!.md!);
export const lg = staticClass('mv-button--lg', buttonVariants.size!.lg!);
export const brand = staticClass('mv-button--brand', { colorPalette: 'brand' });
export const solid = staticClass('mv-button--solid', buttonVariants.variant!.solid!);
export const outline = staticClass('mv-button--outline', buttonVariants.variant!.outline!);
export const ghost = staticClass('mv-button--ghost', buttonVariants.variant!.ghost!);
export const icon = staticClass('mv-button--icon', {
  px: '0',
  py: '0',
  _icon: { fontSize: '1.2em' },
});
export const pill = staticClass('mv-button--pill', { rounded: 'full' });
// A loading button (Chakra's `loading`: `data-loading`, disabled, its label kept for the width
// but hidden, its Loader's spinner centred over it). The disabled look is the base's.
export const loading = staticClass('mv-button__loading', { display: 'contents' });
export const spinner = staticClass('mv-button__spinner', {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  insetStart: '50%',
  top: '50%',
  translate: '-50% -50%',
  _rtl: { translate: '50% -50%' },
});
export const loadingLabel = staticClass('mv-button__loading-label', {
  visibility: 'hidden',
  display: 'contents',
});
