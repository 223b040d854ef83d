import { staticClass } from '../theme/static-class';

// components/load-more-link.tsx.
export const root = staticClass('mv-load-more', {
  display: 'flex',
  justifyContent: 'center',
  mt: '6',
});
export const link = staticClass('mv-load-more__link', { minW: '56' });
