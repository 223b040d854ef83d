import { row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

export const cardCostSpaced = staticClass('mv-card__cost--spaced', { pt: '1' });
export const cardRow = staticClass('mv-card__row', {
  ...row,
  gap: '1.5',
  fontSize: 'xs',
  minW: '0',
});
export const cardRowWhen = staticClass('mv-card__row--when', {
  color: 'brand.700',
  fontWeight: 'medium',
});
export const cardRowWhere = staticClass('mv-card__row--where', { color: 'fg.muted' });
export const cardSkeletonBodyEvent = staticClass('mv-card-skeleton__body--event', { gap: '1.5' });
// Text for screen readers only (Chakra's `srOnly`).
// features/event/event-facts.tsx: when, where, and the seats left.
export const eventFacts = staticClass('mv-event-facts', {
  ...stack,
  listStyleType: 'none',
  gap: '4',
});
export const eventFact = staticClass('mv-event-fact', {
  display: 'flex',
  alignItems: 'start',
  gap: '3',
});
export const eventFactIcon = staticClass('mv-event-fact__icon', {
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  boxSize: '9',
  rounded: 'md',
  bg: 'brand.50',
  color: 'brand.600',
});
export const eventFactBody = staticClass('mv-event-fact__body', { minW: '0' });
export const eventFactLabel = staticClass('mv-event-fact__label', { textStyle: 'caption' });
export const eventFactValue = staticClass('mv-event-fact__value', {
  fontSize: 'sm',
  fontWeight: 'medium',
});
export const eventFactVenue = staticClass('mv-event-fact__venue', { ...stack, gap: '0.5' });
export const eventFactAddress = staticClass('mv-event-fact__address', {
  color: 'fg.muted',
  fontWeight: 'normal',
});
export const eventFactMap = staticClass('mv-event-fact__map', {
  color: 'brand.600',
  fontWeight: 'semibold',
  w: 'fit-content',
});
export const quota = staticClass('mv-quota', { ...stack, gap: '1.5' });
export const quotaBar = staticClass('mv-quota__bar', {
  h: '1.5',
  maxW: '60',
  rounded: 'full',
  bg: 'gray.200',
  overflow: 'hidden',
});
export const quotaTaken = staticClass('mv-quota__taken', {
  h: 'full',
  rounded: 'full',
  bg: 'brand.500',
});
export const quotaTakenFull = staticClass('mv-quota__taken--full', { bg: 'red.500' });
// features/event/event-register-action.tsx: "Daftar", or why not, or that the member is in.
export const register = staticClass('mv-register', { ...stack, gap: '2' });
export const registerButton = staticClass('mv-register__button', { w: 'full' });
export const registerDone = staticClass('mv-register__done', {
  px: '3',
  py: '2',
  rounded: 'md',
  bg: 'green.50',
  color: 'green.800',
  fontWeight: 'semibold',
  textAlign: 'center',
});
export const registerNote = staticClass('mv-register__note', {
  textStyle: 'secondary',
  textAlign: 'center',
});
export const registerNoteClosed = staticClass('mv-register__note--closed', { color: 'red.700' });
