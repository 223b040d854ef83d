import { staticClass } from '../../theme/static-class';

export const cardTitleFree = staticClass('mv-card__title--free', { minH: 'auto' });
