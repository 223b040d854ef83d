import { badgeRecipe } from '@chakra-ui/react/theme';
import {
  badgeVariants,
  centredBox,
  chakraHeading,
  chakraHStack,
  columns,
  spread,
  stack,
} from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/merchant/merchant-detail-route.tsx: the merchant's head (logo, name, categories,
// description, website).
export const root = staticClass('mv-merchant', {
  display: 'flex',
  gap: { base: '4', md: '6' },
  alignItems: { base: 'flex-start', md: 'center' },
  layerStyle: 'card',
  p: { base: '4', md: '6' },
});
export const logo = staticClass('mv-merchant__logo', {
  w: { base: '20', md: '28' },
  flexShrink: '0',
  rounded: 'lg',
});
export const text = staticClass('mv-merchant__text', { ...stack, gap: '2', minW: '0' });
export const categories = staticClass('mv-merchant__categories', {
  ...chakraHStack,
  listStyleType: 'none',
  gap: '2',
  flexWrap: 'wrap',
});
export const category = staticClass('mv-merchant__category', {
  display: 'inline-block',
  px: '2.5',
  py: '0.5',
  rounded: 'full',
  bg: 'brand.50',
  color: 'brand.700',
  fontSize: 'xs',
  fontWeight: 'medium',
});
export const description = staticClass('mv-merchant__description', {
  color: 'fg.muted',
  maxW: '3xl',
});
export const website = staticClass('mv-merchant__website', { fontSize: 'sm' });

// routes/merchant/outlet-list.tsx: where the vouchers can be redeemed.
export const outlets = staticClass('mv-outlets', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(1), md: columns(2), lg: columns(3) },
  gap: '3',
});
export const outlet = staticClass('mv-outlet', { p: { base: '3', md: '4' }, layerStyle: 'card' });
export const outletBody = staticClass('mv-outlet__body', { ...stack, gap: '1' });
export const outletHead = staticClass('mv-outlet__head', {
  ...spread,
  alignItems: 'start',
  gap: '2',
});
export const outletName = staticClass('mv-outlet__name', { fontWeight: 'semibold' });
// Chakra's subtle Badge (size sm) in the brand colour.
export const outletCity = staticClass('mv-outlet__city', {
  ...badgeRecipe.base,
  ...badgeVariants.variant!.subtle!,
  ...badgeVariants.size!.sm!,
  colorPalette: 'brand',
  flexShrink: '0',
});
export const outletAddress = staticClass('mv-outlet__address', { textStyle: 'secondary' });
export const outletMap = staticClass('mv-outlet__map', {
  textStyle: 'accent',
  mt: '1',
  w: 'fit-content',
});

// routes/merchant/merchant-list-route.tsx: one letter's merchants beside the letter.
export const letterGroup = staticClass('mv-letter-group', {
  display: 'flex',
  scrollMarginTop: { base: '24', lg: '16' },
  gap: { base: '3', md: '5' },
  py: { base: '4', md: '5' },
  borderBottomWidth: '1px',
});
// Chakra's Heading at its default size (xl's line height), drawn larger.
export const letter = staticClass('mv-letter-group__letter', {
  ...chakraHeading('xl'),
  fontSize: { base: 'xl', md: '2xl' },
  color: 'brand.600',
  w: { base: '6', md: '10' },
  flexShrink: '0',
  textAlign: 'center',
});

// routes/merchant/letter-jumps.tsx: A–Z, stuck to the top of the screen.
export const jumps = staticClass('mv-letter-jumps', {
  position: 'sticky',
  top: '0',
  zIndex: 'docked',
  bg: 'white',
  borderBottomWidth: '1px',
  mx: { base: '-4', md: '0' },
  px: '2',
  py: '2',
  rounded: { base: 'none', md: 'lg' },
  borderWidth: { base: '0', md: '1px' },
  shadow: 'xs',
});
// Fourteen columns on phones (two rows); one row, a column a letter, from `lg` (the count
// comes from the page: `--mv-letters`).
export const jumpsList = staticClass('mv-letter-jumps__list', {
  display: 'grid',
  listStyleType: 'none',
  gap: '1',
  gridTemplateColumns: { base: 'repeat(14, 1fr)', lg: 'repeat(var(--mv-letters), 1fr)' },
});
export const jump = staticClass('mv-letter-jumps__jump', { ...centredBox, h: '8', fontSize: 'sm' });
export const jumpLink = staticClass('mv-letter-jumps__jump--link', {
  rounded: 'md',
  fontWeight: 'semibold',
  color: 'brand.700',
  _hover: { bg: 'brand.50' },
});
export const jumpOff = staticClass('mv-letter-jumps__jump--off', { color: 'gray.400' });
