import { staticClass } from '../theme/static-class';
import { wrapRow } from '../theme/style-parts';

// components/breadcrumbs.tsx: "Beranda / Promo / {title}".
export const root = staticClass('mv-breadcrumbs', { textStyle: 'secondary', mb: '3' });
export const list = staticClass('mv-breadcrumbs__list', {
  ...wrapRow,
  listStyleType: 'none',
  gap: '1',
});
export const here = staticClass('mv-breadcrumbs__here', { color: 'fg' });
