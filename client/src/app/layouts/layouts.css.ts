import { sidewaysOnPhones, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// Layouts (app/layouts/*).
export const layout = staticClass('mv-layout', { minH: '100vh', ...stack });
export const layoutMain = staticClass('mv-layout__main', { flex: '1', ...stack });
export const layoutMainBlock = staticClass('mv-layout__main--block', { display: 'block' });
export const layoutPage = staticClass('mv-layout__page', { bg: 'white', flex: '1' });
export const layoutBare = staticClass('mv-layout--bare', { display: 'block', minH: '100vh' });
// app/layouts/account-page-layout.tsx: the navigation beside (wide) or above (phone) the page.
export const account = staticClass('mv-account', { py: { base: '3', md: '6' } });
export const accountGrid = staticClass('mv-account__grid', {
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
  gap: { base: '4', md: '8' },
});
export const accountPage = staticClass('mv-account__page', { minW: '0' });
// A column on wide screens; on a phone one row of chips that scrolls sideways.
export const accountNav = staticClass('mv-account-nav', { minW: '0' });
export const accountNavList = staticClass('mv-account-nav__list', {
  display: 'flex',
  listStyleType: 'none',
  flexDirection: { base: 'row', md: 'column' },
  gap: { base: '2', md: '1' },
  ...sidewaysOnPhones,
  pb: { base: '1', md: '0' },
  fontSize: 'sm',
  position: { md: 'sticky' },
  top: { md: '4' },
});
export const accountNavEntry = staticClass('mv-account-nav__entry', { flexShrink: '0' });
export const accountNavItem = staticClass('mv-account-nav__item', {
  px: { base: '3.5', md: '3' },
  py: '2',
  rounded: { base: 'full', md: 'md' },
  borderWidth: { base: '1px', md: '0' },
  whiteSpace: 'nowrap',
});
export const accountNavItemIdle = staticClass('mv-account-nav__item--idle', {
  borderColor: 'gray.200',
  bg: { base: 'white', md: 'transparent' },
  fontWeight: 'medium',
  _hover: { bg: 'brand.50' },
});
export const accountNavItemActive = staticClass('mv-account-nav__item--active', {
  borderColor: 'brand.500',
  bg: { base: 'brand.500', md: 'brand.50' },
  color: { base: 'white', md: 'brand.700' },
  fontWeight: 'semibold',
});
