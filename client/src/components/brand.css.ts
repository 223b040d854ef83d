import { staticClass } from '../theme/static-class';

// The brand's wordmark (the header, the landing pages' own top).
export const root = staticClass('mv-brand', {
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'brand.500',
});
