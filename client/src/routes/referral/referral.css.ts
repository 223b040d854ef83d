import { centredBox, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/referral/referral-route.tsx: one white card on the brand gradient.
export const root = staticClass('mv-referral', {
  minH: '100vh',
  bgGradient: 'to-b',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.50',
});
// The card's container (with mv-container).
export const body = staticClass('mv-referral__body', { py: { base: '8', md: '14' } });
export const card = staticClass('mv-referral__card', {
  bg: 'white',
  rounded: '2xl',
  shadow: 'lg',
  p: { base: '6', md: '8' },
  w: 'full',
});
export const stack4 = staticClass('mv-referral__stack', { ...stack, gap: '4' });
export const stack5 = staticClass('mv-referral__stack--5', { gap: '5' });
export const centred = staticClass('mv-referral__stack--centred', {
  alignItems: 'center',
  textAlign: 'center',
});
// A valid invitation: the inviter's initial, the code, the reward.
export const initial = staticClass('mv-referral__initial', {
  ...centredBox,
  w: '16',
  h: '16',
  rounded: 'full',
  bg: 'brand.100',
  color: 'brand.700',
  fontSize: '2xl',
  fontWeight: 'bold',
});
export const inviteTitle = staticClass('mv-referral__invite-title', { lineHeight: 'short' });
export const code = staticClass('mv-referral__code', {
  w: 'full',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'brand.300',
  rounded: 'xl',
  py: '3',
  bg: 'brand.50',
});
export const small = staticClass('mv-referral__small', { textStyle: 'caption' });
export const codeValue = staticClass('mv-referral__code-value', {
  fontSize: '2xl',
  fontWeight: 'bold',
  letterSpacing: 'widest',
  color: 'brand.700',
});
export const reward = staticClass('mv-referral__reward', { fontSize: 'sm' });
export const strong = staticClass('mv-referral__strong', { color: 'brand.700' });
export const signUp = staticClass('mv-referral__sign-up', { w: 'full' });
// Not valid, or not checked: a way on.
export const note = staticClass('mv-referral__note', { textStyle: 'secondary' });
export const noteLink = staticClass('mv-referral__note-link', {
  color: 'brand.600',
  fontWeight: 'semibold',
});
// The explainer: its subtitle, the steps and the form under a rule.
export const subtitle = staticClass('mv-referral__subtitle', {
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'brand.600',
});
export const steps = staticClass('mv-referral__steps', {
  ...stack,
  gap: '2',
  listStyleType: 'none',
});
export const step = staticClass('mv-referral__step', {
  display: 'flex',
  gap: '3',
  alignItems: 'start',
});
export const stepText = staticClass('mv-referral__step-text', { pt: '0.5' });
export const formSection = staticClass('mv-referral__form-section', {
  borderTopWidth: '1px',
  pt: '5',
});
// The code form's field and button in a row.
export const formRow = staticClass('mv-referral__form-row', {
  display: 'flex',
  gap: '2',
  w: 'full',
});
export const formButton = staticClass('mv-referral__form-button', { flexShrink: '0' });
