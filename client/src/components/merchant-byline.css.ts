import { staticClass } from '../theme/static-class';
export const root = staticClass('mv-byline', {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
});
export const logo = staticClass('mv-byline__logo', {
  w: '5',
  h: '5',
  rounded: 'full',
  flexShrink: '0',
});
