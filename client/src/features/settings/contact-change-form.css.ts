import { staticClass } from '../../theme/static-class';
import { row } from '../../theme/style-parts';

// features/settings/contact-change-form.tsx: the address in use with its state, then the form.
export const current = staticClass('mv-contact-change-form__current', {
  ...row,
  gap: '2',
  flexWrap: 'wrap',
  fontSize: 'sm',
});
export const currentLabel = staticClass('mv-contact-change-form__current-label', {
  color: 'fg.muted',
});
export const currentValue = staticClass('mv-contact-change-form__current-value', {
  fontWeight: 'semibold',
});
export const sent = staticClass('mv-contact-change-form__sent', { fontSize: 'sm' });
export const actions = staticClass('mv-contact-change-form__actions', {
  ...row,
  gap: '3',
  flexWrap: 'wrap',
});
