import { sidewaysOnPhones } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// components/filter-links.tsx: a row of filter, sort or tab links (the buttons are
// button.css.ts's `mv-button`), sideways-scrolling on phones.
export const root = staticClass('mv-filter-links', { mb: '4' });
export const list = staticClass('mv-filter-links__list', {
  display: 'flex',
  listStyleType: 'none',
  gap: '2',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  ...sidewaysOnPhones,
  pb: '1',
});
export const item = staticClass('mv-filter-links__item', { flexShrink: '0' });
// An unchosen (outline) link stays white, hovered too (a style prop beat the recipe's hover).
export const linkIdle = staticClass('mv-filter-links__link--idle', {
  bg: 'white',
  _hover: { bg: 'white' },
});
export const count = staticClass('mv-filter-links__count', {
  fontWeight: 'normal',
  opacity: '0.8',
});
