import { staticClass } from '../theme/static-class';

// components/breadcrumbs.tsx: "Beranda / Promo / {title}".
export const root = staticClass('mv-breadcrumbs', { textStyle: 'secondary', mb: '3' });
export const list = staticClass('mv-breadcrumbs__list', {
  display: 'flex',
  listStyleType: 'none',
  flexWrap: 'wrap',
  gap: '1',
});
export const here = staticClass('mv-breadcrumbs__here', { color: 'fg' });
