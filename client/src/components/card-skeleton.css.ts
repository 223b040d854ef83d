import { staticClass } from '../theme/static-class';
import { stack } from '../theme/style-parts';

// The cards' skeletons: the same box as the card, so nothing moves when the data lands.
export const root = staticClass('mv-card-skeleton', {
  layerStyle: 'card',
  overflow: 'hidden',
  h: 'full',
});
export const body = staticClass('mv-card-skeleton__body', { ...stack, gap: '2', p: '3' });
