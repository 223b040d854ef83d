import { inputRecipe, kbdRecipe } from '@chakra-ui/react/theme';
import { centredBox, inputVariants, kbdVariants } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// The search box: Chakra's InputGroup with start and end elements around an Input.
export const search = staticClass('mv-search', {
  display: { base: 'none', md: 'flex' },
  gap: '0.5rem',
  isolation: 'isolate',
  position: 'relative',
  w: 'full',
  maxW: 'md',
  flex: '1',
});
export const searchElement = staticClass('mv-search__element', {
  ...centredBox,
  position: 'absolute',
  zIndex: 2,
  textStyle: 'secondary',
  h: 'full',
  px: '3',
});
export const searchElementStart = staticClass('mv-search__element--start', {
  insetInlineStart: '0',
  pointerEvents: 'none',
});
export const searchElementEnd = staticClass('mv-search__element--end', { insetInlineEnd: '0' });
export const searchInput = staticClass('mv-search__input', {
  ...inputRecipe.base,
  ...inputVariants.size!.md!,
  ...inputVariants.variant!.outline!,
  ps: 'calc(var(--input-height) - 0px)',
  pe: 'calc(var(--input-height) - 0px)',
  rounded: 'full',
  bg: 'gray.50',
});
export const kbd = staticClass('mv-kbd', {
  ...kbdRecipe.base,
  ...kbdVariants.variant!.raised!,
  ...kbdVariants.size!.sm!,
});
