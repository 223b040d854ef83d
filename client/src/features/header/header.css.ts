import { inputRecipe, kbdRecipe } from '@chakra-ui/react/theme';
import { inputVariants, kbdVariants } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/header.
export const bar = staticClass('mv-header__bar', { bg: 'white', borderBottomWidth: '1px' });
export const row = staticClass('mv-header__row', {
  display: 'flex',
  alignItems: 'center',
  py: '3',
  gap: '4',
});
export const brand = staticClass('mv-header__brand', {
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'brand.500',
});
export const spacer = staticClass('mv-header__spacer', {
  flex: '1',
  justifySelf: 'stretch',
  alignSelf: 'stretch',
  display: { base: 'block', md: 'none' },
});
export const searchLink = staticClass('mv-header__search-link', {
  display: { base: 'inline-flex', md: 'none' },
});
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
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  h: 'full',
  fontSize: 'sm',
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
// The category menu's tiles (features/header/category-grid).
export const categoryGrid = staticClass('mv-category-grid', {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  listStyleType: 'none',
});
export const categoryGridTile = staticClass('mv-category-grid__tile', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  p: '2',
});
export const categoryGridTileLink = staticClass('mv-category-grid__tile--link', {
  rounded: 'md',
  _hover: { bg: 'brand.50' },
});
export const categoryGridImage = staticClass('mv-category-grid__image', {
  w: '12',
  h: '12',
  aspectRatio: '1',
});
export const categoryGridLabel = staticClass('mv-category-grid__label', {
  fontSize: 'xs',
  textAlign: 'center',
  lineClamp: '2',
});
export const categoryGridSkeletonImage = staticClass('mv-category-grid__skeleton-image', {
  w: '12',
  h: '12',
  rounded: 'md',
});
export const categoryGridSkeletonLabel = staticClass('mv-category-grid__skeleton-label', {
  h: '3',
  w: '16',
});
export const categoryGridError = staticClass('mv-category-grid__error', {
  fontSize: 'sm',
  color: 'fg.muted',
});
