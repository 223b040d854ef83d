import { centredColumn, chakraHeading } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// components/empty-state.tsx.
export const root = staticClass('mv-empty', {
  ...centredColumn,
  gap: '2',
  py: '12',
  px: '6',
  layerStyle: 'card',
});
export const title = staticClass('mv-empty__title', chakraHeading('md'));
export const text = staticClass('mv-empty__text', { color: 'fg.muted' });
export const action = staticClass('mv-empty__action', { mt: '3' });
