import { centredColumn, chakraHeading, spread, stack, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/event/registration-outcome.tsx: a tinted panel with a heading, text and actions.
export const outcome = staticClass('mv-outcome', {
  ...centredColumn,
  gap: '3',
  p: { base: '4', md: '6' },
  rounded: 'lg',
  borderWidth: '1px',
});
export const outcomeGreen = staticClass('mv-outcome--green', {
  borderColor: 'green.200',
  bg: 'green.50',
});
export const outcomeRed = staticClass('mv-outcome--red', { borderColor: 'red.200', bg: 'red.50' });
export const outcomeGray = staticClass('mv-outcome--gray', {
  borderColor: 'gray.200',
  bg: 'gray.50',
});
export const outcomeTitle = staticClass('mv-outcome__title', {
  ...chakraHeading('lg'),
  outline: 'none',
});
export const outcomeQr = staticClass('mv-outcome__qr', {
  bg: 'white',
  p: '3',
  rounded: 'md',
  borderWidth: '1px',
});
// The QR's place while its drawing code loads (its size: QR_SIZE).
export const outcomeQrPending = staticClass('mv-outcome__qr-pending', { boxSize: '168px' });
export const outcomeLabel = staticClass('mv-outcome__label', { textStyle: 'caption' });
export const outcomeCode = staticClass('mv-outcome__code', {
  fontFamily: 'mono',
  fontSize: 'xl',
  fontWeight: 'bold',
  letterSpacing: 'wider',
});
export const outcomeNote = staticClass('mv-outcome__note', { textStyle: 'secondary' });
export const outcomeActions = staticClass('mv-outcome__actions', {
  ...wrapRow,
  gap: '3',
  justifyContent: 'center',
  mt: '2',
});

// features/event/event-registration.tsx: the form's column, its notes and refusals.
export const root = staticClass('mv-registration', { ...stack, gap: '4' });
export const refusal = staticClass('mv-registration__refusal', {
  p: '3',
  rounded: 'md',
  bg: 'red.50',
  borderWidth: '1px',
  borderColor: 'red.200',
  color: 'red.800',
  fontSize: 'sm',
});
export const refusalFocus = staticClass('mv-registration__refusal-focus', { outline: 'none' });
export const refusalAction = staticClass('mv-registration__refusal-action', { mt: '2' });
export const points = staticClass('mv-registration__points', {
  ...stack,
  gap: '1',
  p: '3',
  rounded: 'md',
  bg: 'gray.50',
  fontSize: 'sm',
});
export const pointsRow = staticClass('mv-registration__points-row', { ...spread, gap: '4' });
export const pointsLabel = staticClass('mv-registration__points-label', { color: 'fg.muted' });
export const pointsValue = staticClass('mv-registration__points-value', { fontWeight: 'semibold' });
export const note = staticClass('mv-registration__note', {
  textStyle: 'caption',
  textAlign: 'center',
});
