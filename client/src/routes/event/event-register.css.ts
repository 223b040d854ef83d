import { centredColumn, chakraHeading, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/event/event-register-route.tsx: the page in its container (with mv-container).
export const root = staticClass('mv-event-register', { py: { base: '4', md: '6' } });
export const title = staticClass('mv-event-register__title', { mb: '4' });
// The event registered for: its picture beside what, when, where and the cost.
export const event = staticClass('mv-event-register__event', {
  display: 'grid',
  gridTemplateColumns: { base: '112px minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
  gap: { base: '3', md: '4' },
  alignItems: 'start',
  p: '3',
  mb: '5',
  layerStyle: 'card',
});
export const eventImage = staticClass('mv-event-register__event-image', { rounded: 'md' });
export const eventText = staticClass('mv-event-register__event-text', {
  ...stack,
  gap: '1',
  minW: '0',
  fontSize: 'sm',
});
export const eventTitle = staticClass('mv-event-register__event-title', {
  fontWeight: 'semibold',
  fontSize: { base: 'sm', md: 'md' },
  lineClamp: '2',
});
export const eventMuted = staticClass('mv-event-register__event-muted', { color: 'fg.muted' });
export const eventPlace = staticClass('mv-event-register__event-place', { truncate: true });
export const eventCost = staticClass('mv-event-register__event-cost', { textStyle: 'price' });
// A visitor's invitation to sign in first.
export const signIn = staticClass('mv-event-register__sign-in', {
  ...centredColumn,
  gap: '3',
  p: { base: '4', md: '6' },
  rounded: 'lg',
  borderWidth: '1px',
  bg: 'brand.50',
  borderColor: 'brand.100',
});
export const signInTitle = staticClass('mv-event-register__sign-in-title', {
  ...chakraHeading('lg'),
});
