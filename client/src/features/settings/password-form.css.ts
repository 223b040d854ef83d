import { stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/settings/password-form.tsx: a narrower column from `sm` up; the rules under the
// new password.
export const root = staticClass('mv-password-form', { maxW: { sm: 'sm' } });
export const newPassword = staticClass('mv-password-form__new-password', {
  ...stack,
  gap: '2',
  w: 'full',
});
