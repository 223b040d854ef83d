import { staticClass } from '../theme/static-class';

export const icon = staticClass('mv-search__icon', { boxSize: '4' });
