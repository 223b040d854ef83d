import { row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/profile-card.tsx (on `accountCss.accountPanel`): photo, name, e-mail,
// verified state, then the Value ID.
export const who = staticClass('mv-profile-card__who', { ...row, gap: '4' });
export const lines = staticClass('mv-profile-card__lines', {
  ...stack,
  gap: '1',
  minW: '0',
  flex: '1',
});
export const name = staticClass('mv-profile-card__name', {
  fontWeight: 'bold',
  fontSize: { base: 'lg', md: 'xl' },
  lineClamp: '2',
});
export const email = staticClass('mv-profile-card__email', {
  textStyle: 'secondary',
  truncate: true,
});
export const verified = staticClass('mv-profile-card__verified', { alignSelf: 'flex-start' });
export const unverified = staticClass('mv-profile-card__unverified', {
  ...row,
  gap: '2',
  flexWrap: 'wrap',
});
export const verify = staticClass('mv-profile-card__verify', {
  fontSize: 'xs',
  color: 'brand.600',
  fontWeight: 'semibold',
});
export const valueId = staticClass('mv-profile-card__value-id', {
  ...row,
  mt: '4',
  px: '3',
  py: '2',
  bg: 'brand.50',
  rounded: 'lg',
  justifyContent: 'space-between',
  gap: '3',
});
export const valueIdText = staticClass('mv-profile-card__value-id-text', { minW: '0' });
export const valueIdLabel = staticClass('mv-profile-card__value-id-label', {
  textStyle: 'caption',
});
export const valueIdValue = staticClass('mv-profile-card__value-id-value', {
  fontWeight: 'semibold',
  fontFamily: 'mono',
  letterSpacing: 'wide',
});
