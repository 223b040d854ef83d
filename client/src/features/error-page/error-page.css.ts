import { chakraHeading, chakraHStack, chakraStack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

export const containerNarrow = staticClass('mv-container--narrow', { maxW: 'xl' });
// features/error-page.
export const root = staticClass('mv-error-page', { py: '16' });
export const stack = staticClass('mv-error-page__stack', {
  ...chakraStack,
  alignItems: 'center',
  gap: '4',
  textAlign: 'center',
});
export const status = staticClass('mv-error-page__status', {
  fontSize: '5xl',
  fontWeight: 'bold',
  color: 'brand.500',
});
export const title = staticClass('mv-error-page__title', chakraHeading('2xl'));
export const text = staticClass('mv-error-page__text', { color: 'fg.muted' });
export const detail = staticClass('mv-error-page__detail', { fontSize: 'xs', color: 'fg.subtle' });
export const actions = staticClass('mv-error-page__actions', {
  ...chakraHStack,
  gap: '3',
  pt: '2',
});
