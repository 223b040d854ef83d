import { staticClass } from '../theme/static-class';
import { row } from '../theme/style-parts';
export const root = staticClass('mv-byline', { ...row, gap: '2', minW: '0' });
export const logo = staticClass('mv-byline__logo', {
  w: '5',
  h: '5',
  rounded: 'full',
  flexShrink: '0',
});
