import { inputRecipe } from '@chakra-ui/react/theme';
import { inputVariants } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/referral-check-form.tsx: the code beside its button, the answer below.
export const row = staticClass('mv-referral-check-form__row', {
  display: 'flex',
  gap: '2',
  w: 'full',
});
// Chakra's Input (size md, outline) on white; a typed code shows in capitals.
export const input = staticClass('mv-referral-check-form__input', {
  ...inputRecipe.base,
  ...inputVariants.size!.md!,
  ...inputVariants.variant!.outline!,
  bg: 'white',
  '&:not(:placeholder-shown)': { textTransform: 'uppercase' },
});
export const answer = staticClass('mv-referral-check-form__answer', { mt: '3' });
