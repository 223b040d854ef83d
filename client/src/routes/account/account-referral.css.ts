import { columns, row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/account/referral-route.tsx: the member's code, its figures, how it works, the check.
export const root = staticClass('mv-account-referral', { ...stack, gap: { base: '4', md: '6' } });
// Without the referral data: the title and an alert, closer together.
export const missing = staticClass('mv-account-referral--missing', { gap: '4' });
export const card = staticClass('mv-account-referral__card', {
  rounded: 'xl',
  p: { base: '4', md: '6' },
  bg: 'brand.50',
  borderWidth: '1px',
  borderColor: 'brand.100',
});
export const cardLabel = staticClass('mv-account-referral__card-label', { textStyle: 'secondary' });
export const codeRow = staticClass('mv-account-referral__code-row', {
  ...row,
  justifyContent: 'space-between',
  gap: '3',
  mt: '1',
  flexWrap: 'wrap',
});
export const code = staticClass('mv-account-referral__code', {
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  fontFamily: 'mono',
  letterSpacing: 'widest',
  color: 'brand.700',
});
export const share = staticClass('mv-account-referral__share', { mt: '4' });
export const figures = staticClass('mv-account-referral__figures', {
  display: 'grid',
  gridTemplateColumns: columns(2),
  gap: '3',
});
export const figure = staticClass('mv-account-referral__figure', {
  layerStyle: 'panel',
  p: { base: '3', md: '4' },
});
export const figureLabel = staticClass('mv-account-referral__figure-label', {
  textStyle: 'caption',
});
export const figureValue = staticClass('mv-account-referral__figure-value', {
  fontWeight: 'bold',
  fontSize: { base: 'lg', md: 'xl' },
});
export const howTitle = staticClass('mv-account-referral__how-title', { mb: '3' });
export const steps = staticClass('mv-account-referral__steps', {
  ...stack,
  gap: '2',
  ps: '5',
  fontSize: 'sm',
  listStyleType: 'decimal',
});
export const checkTitle = staticClass('mv-account-referral__check-title', { mb: '1' });
export const checkLead = staticClass('mv-account-referral__check-lead', {
  textStyle: 'secondary',
  mb: '3',
});
